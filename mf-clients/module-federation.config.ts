// 'clients' remote: exposes its route modules to the shell and uses the UI kit and router the shell shares
// ('shell/ui', 'shell/router').
export const federation = {
  name: 'clients',
  exposes: {
    './ClientsByEmailPage': './src/expose/clients-by-email-page.tsx',
    './ClientsFilteredPage': './src/expose/clients-filtered-page.tsx',
    './LeadsInboxPage': './src/expose/leads-inbox-page.tsx',
    './ClientCardPage': './src/expose/client-card-page.tsx',
  },
};
