// A federation runtime plugin in every server build (the shell's renderer and the remotes' server
// containers): the files the node runtime fetches (a remote's chunks) are fetched by the renderer's
// function, which applies the time limit and answers files of this same server without the network.
// Without the renderer (a container run some other way) the runtime fetches as usual.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

type ServerFetch = (url: string, init?: RequestInit) => Promise<Response>;

export default function serverFetchRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-server-fetch',
    fetch(url, init) {
      const serverFetch = (globalThis as { __SITE_SERVER_FETCH__?: ServerFetch }).__SITE_SERVER_FETCH__;
      return serverFetch ? serverFetch(url, init) : undefined;
    },
  };
}
