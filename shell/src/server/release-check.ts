// May a candidate build of a remote go live? Run by the API server in a process of its own (a fresh
// federation runtime, nothing shared with the pages being served): the candidate's server container loads,
// exposes every module the shell uses with the shape of a route or a section, finds what it shares in the
// running shell, and renders each of its public pages once with the current data. The answer is the list
// of reasons to refuse it, in Bulgarian, for the people releasing it; none when it passed.
import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import type { ReleaseCheckOptions } from '@site/shared/server-render';
import { loadRemoteModule, type RemoteName } from '../federation/remote-registry';
import { releaseContract, type ContractEntry } from './release-contract';
import { startRendering, withRemotes } from './renderer';

export async function checkRelease(options: ReleaseCheckOptions): Promise<string[]> {
  const { remotes, renderWith } = await startRendering({ fetchOwn: options.fetchOwn, log: options.log });
  const names = await remotes.namesFor(options.remotes);
  if (!names[options.remote]) {
    return [containerFailure(remotes.failureOf(options.remotes, options.remote) ?? 'неизвестна причина')];
  }
  const uses = releaseContract.filter((entry) => entry.remote === options.remote);
  const problems: string[] = [];
  for (const use of uses) {
    try {
      const loaded = await withRemotes(remotes, options.remotes, () => loadRemoteModule<unknown>(use.remote as RemoteName, use.module));
      problems.push(...shapeProblems(use, loaded));
    } catch (error: unknown) {
      problems.push(`Липсва модулът „${use.module}“, който обвивката използва за ${use.usedAt}: ${causeOf(error)}`);
    }
  }
  // A container that throws as it runs fails every module the same way: one reason says it.
  const broken = remotes.failureOf(options.remotes, options.remote);
  if (broken) return [containerFailure(broken)];
  problems.push(...sharedProblems(options.remote));
  // A page rendered with a missing module or a wrong copy of React would only say the same again.
  if (problems.length > 0) return problems;
  for (const path of await pagesToRender(uses, options)) {
    const { problems: found } = await renderWith(path, options.origin, options.remotes);
    problems.push(...found.map((problem) => `Страницата не се изобразява: ${problem}`));
  }
  return problems;
}

const containerFailure = (reason: string) => `Сървърният контейнер (server/remoteEntry.js) не се зарежда: ${reason}`;

const isComponent = (value: unknown) => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
const isOptionalFunction = (value: unknown) => value === undefined || typeof value === 'function';

function shapeProblems(use: ContractEntry, loaded: unknown): string[] {
  const module = (typeof loaded === 'object' && loaded !== null ? loaded : {}) as Record<string, unknown>;
  const wrong: string[] = [];
  if (!isComponent(module['Component'])) wrong.push('Component не е React компонент');
  if (!isOptionalFunction(module['loader'])) wrong.push('loader не е функция');
  if (use.kind === 'route' && !isOptionalFunction(module['head'])) wrong.push('head не е функция');
  if (wrong.length === 0) return [];
  const shape = use.kind === 'route' ? 'маршрутен модул (Component, loader, head)' : 'секция (Component, loader)';
  return [`Модулът „${use.module}“ (${use.usedAt}) няма формата на ${shape}: ${wrong.join('; ')}`];
}

interface SharedEntry {
  version?: string;
  shareConfig?: { requiredVersion?: string | false };
}

/** What the candidate requires of the shared singletons that the running shell does not provide. */
function sharedProblems(remote: string): string[] {
  const host = getInstance();
  const container = federationInstances().find((instance) => (instance.options?.name ?? instance.name) === remote);
  if (!host || !container?.options?.shared) return [];
  const provided = host.options.shared as Record<string, SharedEntry[]>;
  const problems: string[] = [];
  for (const [name, entries] of Object.entries(container.options.shared)) {
    for (const entry of entries) {
      const required = entry.shareConfig?.requiredVersion;
      if (typeof required !== 'string') continue;
      const versions = (provided[name] ?? []).map((shared) => shared.version).filter((version): version is string => typeof version === 'string');
      if (versions.some((version) => satisfy(version, required))) continue;
      problems.push(`Изисква ${name} ${required}, а обвивката предоставя ${versions.length > 0 ? versions.join(', ') : 'нищо'}`);
    }
  }
  return problems;
}

function federationInstances(): { name?: string; options?: { name?: string; shared?: Record<string, SharedEntry[]> } }[] {
  const federation = (
    globalThis as { __FEDERATION__?: { __INSTANCES__?: { name?: string; options?: { name?: string; shared?: Record<string, SharedEntry[]> } }[] } }
  ).__FEDERATION__;
  return federation?.__INSTANCES__ ?? [];
}

/**
 * One address per public route of the remote (the first of the sitemap that matches its pattern: a real
 * course, article…), and the home page when it has a section there.
 */
async function pagesToRender(uses: ContractEntry[], options: ReleaseCheckOptions): Promise<string[]> {
  const sitemap = await options.fetchOwn('/sitemap.xml');
  const listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(decodeXml(match[1] ?? '/')).pathname);
  const paths = new Set<string>();
  for (const use of uses.filter((entry) => entry.rendered)) {
    const pattern = new RegExp(`^${use.usedAt.replace(/:[a-z]+/gi, '[^/]+')}$`);
    const path = listed.find((candidate) => pattern.test(candidate));
    if (path) paths.add(path);
  }
  return [...paths];
}

function decodeXml(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
