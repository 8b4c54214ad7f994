// The shell is the host, and also exposes the UI kit (button, modal) that every remote uses.
// It declares no remotes: their URLs come from /remotes.json at run time.
export const federation = {
  name: 'shell',
  exposes: {
    './ui': './src/expose/ui.ts',
  },
};
