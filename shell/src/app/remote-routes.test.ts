import { existsSync } from 'node:fs';
import path from 'node:path';
import { federation as admin } from '../../../mf-admin/module-federation.config';
import { federation as articles } from '../../../mf-articles/module-federation.config';
import { federation as catalog } from '../../../mf-catalog/module-federation.config';
import { federation as clients } from '../../../mf-clients/module-federation.config';
import type { RemoteName } from '../federation/remote-modules';
import { remoteRoutes } from './routes';

const remotes: Record<RemoteName, { folder: string; exposes: Record<string, string> }> = {
  catalog: { folder: 'mf-catalog', exposes: catalog.exposes },
  articles: { folder: 'mf-articles', exposes: articles.exposes },
  admin: { folder: 'mf-admin', exposes: admin.exposes },
  clients: { folder: 'mf-clients', exposes: clients.exposes },
};
const repoRoot = path.resolve(__dirname, '../../..');

describe('the contract between the shell and the remotes', () => {
  it.each(remoteRoutes.map((route) => [route.path, route.remote, route.module]))('/%s names %s/%s, which that remote exposes', (_path, remote, module) => {
    expect(Object.keys(remotes[remote].exposes)).toContain(`./${module}`);
  });

  it.each(Object.entries(remotes))('every module %s exposes has its source file', (_name, { folder, exposes }) => {
    for (const file of Object.values(exposes)) expect(existsSync(path.join(repoRoot, folder, file))).toBe(true);
  });
});
