// The shell's server renderer (built to dist/server/index.js, required by the API server). The import
// below is the async boundary that lets federation set up the shared singletons first, as in the browser.
import type { RendererModule } from '@site/shared/server-render';

export const createRenderer: RendererModule['createRenderer'] = async (options) => {
  const { createRenderer: create } = await import('./renderer');
  return create(options);
};
