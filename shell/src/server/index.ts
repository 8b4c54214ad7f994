// The shell's server renderer (built to dist/server/index.js, run by the API server in a process without its secrets) and its release
// check (run by the API server in a process of its own). The imports below are the async boundary that lets
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
