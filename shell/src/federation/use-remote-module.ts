import { use } from 'react';
import { loadedModule, sharedLoad, type RemoteName } from './remote-registry';

/**
 * A remote's module for rendering: at once when it is loaded (always on the server, and after a route's
 * loader); otherwise the component suspends until it arrives. While a server-rendered page hydrates,
 * that keeps the server's HTML of this part and lets the rest of the page (the header, its menu)
 * become interactive without waiting for the remote. A failure is thrown as a RemoteLoadError.
 */
export function useRemoteModule<T>(remote: RemoteName, module: string): T {
  return loadedModule<T>(remote, module) ?? use(sharedLoad<T>(remote, module));
}
