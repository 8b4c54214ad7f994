// Builds to release in tests: a copy of a remote's real build folder with its text edited (a new heading,
// an impossible shared requirement), or a build whose server container is written by hand (one that throws,
// lacks an expose, exposes the wrong shape). Each comes as the .tar.gz the release command uploads.
import { cp, mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { create } from 'tar';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** The .tar.gz of a folder's contents, as `tar -czf - -C dir .` writes it. */
export async function archiveOf(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = create({ gzip: true, cwd: dir, portable: true }, ['.']);
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A copy of `remoteFolder`'s build with `edit` applied to every text file (and its .br/.gz dropped when edited). */
export async function editedBuild(remoteFolder: string, edit: (text: string, file: string) => string): Promise<Buffer> {
  const dir = await editedBuildFolder(remoteFolder, edit);
  try {
    return await archiveOf(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * An edit replacing `from` with `to` wherever a build holds it: as written, and as the compiler writes
 * JSX text (letters outside ASCII as \\u escapes), so a page's heading changes as well as its title.
 */
export function replacingText(from: string, to: string): (text: string) => string {
  const escaped = (value: string) => value.replace(/[^\x20-\x7e]/g, (letter) => `\\u${letter.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  return (text) => text.replaceAll(from, to).replaceAll(escaped(from), escaped(to));
}

/** The same, as a folder in the temporary directory (the caller removes it). */
export async function editedBuildFolder(remoteFolder: string, edit: (text: string, file: string) => string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'release-build-'));
  await cp(path.join(repoRoot, remoteFolder, 'dist'), dir, { recursive: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|json|css)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    const edited = edit(text, path.relative(dir, file));
    if (edited === text) continue;
    await writeFile(file, edited);
    // The precompressed copies would still hold the old text.
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
  }
  return dir;
}

/** A static file server on a free loopback port for a build hosted elsewhere (a CDN or a team's own host). */
export async function serveFolder(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const file = path.join(dir, path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    readFile(file).then(
      (bytes) => response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(bytes),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A catalog remote served elsewhere on a free loopback port, one per scenario: `/<scenario>/mf-manifest.json`
 * is the real build's manifest and `/<scenario>/server/remoteEntry.js` the scenario's container (`containers`
 * may change between requests); a scenario in `hanging` is accepted and never answered.
 */
export async function serveCatalogContainers(containers: Record<string, string>, hanging: string[] = []) {
  const manifest = await readFile(path.join(repoRoot, 'mf-catalog', 'dist', 'mf-manifest.json'));
  const server = createServer((request, response) => {
    const [, scenario = '', ...rest] = new URL(request.url ?? '/', 'http://remote').pathname.split('/');
    const file = rest.join('/');
    if (file === 'mf-manifest.json') return void response.writeHead(200, { 'content-type': 'application/json' }).end(manifest);
    if (file === 'server/remoteEntry.js' && hanging.includes(scenario)) return;
    const container = containers[scenario];
    if (file === 'server/remoteEntry.js' && container) return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(container);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    /** The remotes as served here, with the catalog at `scenario`. */
    remotesWithCatalogAt: (scenario: string) => ({
      catalog: `${origin}/${scenario}/mf-manifest.json`,
      articles: '/remotes/mf-articles/mf-manifest.json',
      admin: '/remotes/mf-admin/mf-manifest.json',
      clients: '/remotes/mf-clients/mf-manifest.json',
    }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A build of `remote` whose server container is `serverEntry` (the browser files are the real build's). */
export async function handWrittenBuild(remoteFolder: string, serverEntry: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'release-build-'));
  try {
    const dist = path.join(repoRoot, remoteFolder, 'dist');
    await writeFile(path.join(dir, 'mf-manifest.json'), await readFile(path.join(dist, 'mf-manifest.json')));
    await writeFile(path.join(dir, 'remoteEntry.js'), await readFile(path.join(dist, 'remoteEntry.js')));
    await mkdir(path.join(dir, 'server'));
    await writeFile(path.join(dir, 'server', 'remoteEntry.js'), serverEntry);
    return await archiveOf(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A build of `remoteFolder` with only `files` of it (to leave out one every build has). */
export async function partialBuild(remoteFolder: string, files: string[]): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'release-build-'));
  try {
    for (const file of files) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), await readFile(path.join(repoRoot, remoteFolder, 'dist', file)));
    }
    return await archiveOf(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A commonjs container (what @module-federation/node runs) exposing `modules`, each given as the source of
 * an object expression; a name left out is an expose the container lacks.
 */
export function containerExposing(modules: Record<string, string>): string {
  const entries = Object.entries(modules).map(([name, source]) => `${JSON.stringify(`./${name}`)}: () => (${source})`);
  return `module.exports = {
    init() {},
    get(name) {
      const modules = { ${entries.join(',\n')} };
      if (!modules[name]) return Promise.reject(new Error('Module "' + name + '" does not exist in container.'));
      return Promise.resolve(() => modules[name]());
    },
  };`;
}

/** Route modules that render `text`, for every module the catalog exposes. */
export function catalogModules(text: string): Record<string, string> {
  const page = `{ Component: () => ${JSON.stringify(text)}, loader: async () => null, head: () => ({ title: ${JSON.stringify(text)} }) }`;
  const section = `{ Component: () => ${JSON.stringify(text)}, loader: async () => undefined }`;
  return {
    CoursesPage: page,
    CourseDetailPage: page,
    VipPackagePage: page,
    LectorsPage: page,
    EventsPage: page,
    EventDetailPage: page,
    CoursesSlider: section,
    ConsultationForm: `{ Component: () => null }`,
    ConsultationPage: page,
    CourseSignUpPage: page,
    EventSignUpPage: page,
  };
}
