// 'admin' remote: exposes its route modules to the shell and uses the UI kit and router the shell shares
// ('shell/ui', 'shell/router').
export const federation = {
  name: 'admin',
  exposes: {
    './AdminArticlesPage': './src/expose/admin-articles-page.tsx',
    './AdminConsolePage': './src/expose/admin-console-page.tsx',
  },
};
