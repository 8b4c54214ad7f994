// 'clients' remote: exposes its pages to the shell and uses the shell's UI kit ('shell/ui').
export const federation = {
  name: 'clients',
  exposes: {
    './ClientsByEmailPage': './src/expose/clients-by-email-page.tsx',
    './ClientsFilteredPage': './src/expose/clients-filtered-page.tsx',
  },
  // The shell is always the page's own origin, so its container is found at the site root.
  remotes: { shell: 'shell@/remoteEntry.js' },
};
