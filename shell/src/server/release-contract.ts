// What the shell uses of each remote at run time: the modules its route table, its home page and its
// dialogs load, each as a route module or a section (a component with its loader). The release check holds a
// candidate build to it; the compile-time contract (federation/remote-modules.ts) holds the sources to it.
import { staffPathNames } from '@site/shared/site-pages';
import { matchSitePath } from '@site/shared/site-paths';
import { remoteRoutes } from '../app/routes';
import { homeSections } from '../features/home/home-page';
import type { RemoteModuleRef } from '../federation/remote-modules';

export interface ContractEntry {
  remote: string;
  module: string;
  kind: 'route' | 'section';
  /** Where the shell uses it: the route's pattern ('/courses/:slug'), '/' for the home page's sections. */
  usedAt: string;
  /** Rendered on the server: a public route, or a section of a public page. */
  rendered: boolean;
}

/** Loaded in the home page's consultation dialog, never rendered on the server. */
const dialogModules: Pick<RemoteModuleRef, 'remote' | 'module'>[] = [{ remote: 'catalog', module: 'ConsultationForm' }];

export const releaseContract: ContractEntry[] = [
  ...remoteRoutes.map(({ path, remote, module }) => {
    const pattern = `/${path}`;
    const page = matchSitePath(pattern);
    return { remote, module, kind: 'route' as const, usedAt: pattern, rendered: page !== null && !staffPathNames.includes(page) };
  }),
  ...homeSections.map(({ remote, module }) => ({ remote, module, kind: 'section' as const, usedAt: '/', rendered: true })),
  ...dialogModules.map(({ remote, module }) => ({ remote, module, kind: 'section' as const, usedAt: '/', rendered: false })),
];
