// A federation runtime plugin in every server build (the shell's renderer and the remotes' server
// containers), taking two things from the renderer that runs them:
// - where a remote's chunks are: the URL its container was fetched from (a server container is built
//   without a publicPath, since where it is deployed is known only at run time);
// - how to fetch them: within the time limit, and files of this same server without the network.
// Without the renderer (a container run some other way) the runtime behaves as usual.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

declare const __webpack_require__: { p: string };

interface RendererHooks {
  __SITE_SERVER_FETCH__?: (url: string, init?: RequestInit) => Promise<Response>;
  __SITE_SERVER_PUBLIC_PATHS__?: Record<string, string>;
}

export default function serverRuntimePlugin(): ModuleFederationRuntimePlugin {
  const renderer = globalThis as RendererHooks;
  return {
    name: 'site-server-runtime',
    beforeInit(args) {
      const publicPath = renderer.__SITE_SERVER_PUBLIC_PATHS__?.[args.options.name];
      if (publicPath) __webpack_require__.p = publicPath;
      return args;
    },
    fetch(url, init) {
      return renderer.__SITE_SERVER_FETCH__ ? renderer.__SITE_SERVER_FETCH__(url, init) : undefined;
    },
  };
}
