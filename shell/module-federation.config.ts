// The shell is the host. It exposes nothing: what the remotes use from it (the UI kit, the router)
// it shares as singletons (see scripts/webpack/create-app-config.ts). It declares no remotes: their
// URLs come from /remotes.json at run time.
export const federation = {
  name: 'shell',
};
