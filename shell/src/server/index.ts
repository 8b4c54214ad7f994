// The shell's server renderer (built to dist/server/index.js, required by the API server) and its release
// check (run by the API server in a worker thread). The imports below are the async boundary that lets
// federation set up the shared singletons first, as in the browser.
import type { RendererModule } from '@site/shared/server-render';

export const createRenderer: RendererModule['createRenderer'] = async (options) => {
  const { createRenderer: create } = await import('./renderer');
  return create(options);
};

export const checkRelease: RendererModule['checkRelease'] = async (options) => {
  const { checkRelease: check } = await import('./release-check');
  return check(options);
};
