// For an app's test that holds every staff read to its mark (sign-out forgets what is marked, so a staff read defined
// without the mark would outlive the session). It needs no screen and no server: it reads the queries the app's
// features define from what their queries.ts modules export, and finds every query function written where that
// reading would miss it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashKey, type QueryKey } from '@tanstack/react-query';

interface DefinedQuery {
  /** Where it is defined: `features/<name>/queries.ts: <export>`. */
  name: string;
  queryKey: QueryKey;
  /** Whether its `meta` carries the staff mark. */
  staff: boolean;
}

/** The app's own source under `src` (its tests and test helpers left out). */
function sourceFiles(src: string): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !file.split(path.sep).includes('test'))
    .sort()
    .map((file) => path.join(src, file));
}

/** Where a query's options are written: in a call of one of these, in a feature's queries.ts. */
const DEFINITION = /\b(?:queryOptions|infiniteQueryOptions)\(\s*$/;
const DEFINITIONS = /\b(?:queryOptions|infiniteQueryOptions)\(/g;

/** The text before the `{` of the object literal around `index`. */
function beforeEnclosingObject(text: string, index: number): string {
  let depth = 0;
  for (let at = index - 1; at >= 0; at -= 1) {
    if (text[at] === '}') depth += 1;
    else if (text[at] === '{' && depth-- === 0) return text.slice(0, at);
  }
  return '';
}

/** The options themselves, or a factory of them called with no arguments (a key made from `undefined` still has the key's shape). */
function optionsIn(value: unknown): unknown {
  if (typeof value !== 'function') return value;
  try {
    return value() as unknown;
  } catch {
    return undefined;
  }
}

function definedQuery(name: string, value: unknown): DefinedQuery | null {
  const options = optionsIn(value);
  if (typeof options !== 'object' || options === null || !('queryKey' in options) || !Array.isArray(options.queryKey)) return null;
  const meta = 'meta' in options ? options.meta : undefined;
  const staff = typeof meta === 'object' && meta !== null && 'staff' in meta && meta.staff === true;
  return { name, queryKey: options.queryKey, staff };
}

/**
 * Every query the features under `src` define, as their queries.ts modules export them (hooks, `use…`, are left
 * out: they spread those options), and the problems that would let a query escape this reading: a query function
 * written outside a queryOptions/infiniteQueryOptions call in a queries.ts (inline in a hook, in a component), or a
 * definition its module does not export. `helpers` are files allowed to write a query function for others
 * (e.g. the one that marks staff reads).
 */
async function definedQueries(src: string, helpers: string[] = []): Promise<{ queries: DefinedQuery[]; problems: string[] }> {
  const queries: DefinedQuery[] = [];
  const problems: string[] = [];
  for (const file of sourceFiles(src)) {
    const where = path.relative(src, file);
    const text = readFileSync(file, 'utf8');
    const isQueries = path.basename(file) === 'queries.ts';
    if (!helpers.includes(where)) {
      for (const match of text.matchAll(/\bqueryFn\b/g)) {
        if (isQueries && DEFINITION.test(beforeEnclosingObject(text, match.index))) continue;
        problems.push(`${where}:${text.slice(0, match.index).split('\n').length}: a query function outside a queryOptions() of a queries.ts`);
      }
    }
    if (!isQueries) continue;
    const exported: Record<string, unknown> = await import(file);
    const found = Object.entries(exported)
      .filter(([name]) => !name.startsWith('use'))
      .map(([name, value]) => definedQuery(`${where}: ${name}`, value))
      .filter((query) => query !== null);
    const written = text.match(DEFINITIONS)?.length ?? 0;
    if (found.length !== written) problems.push(`${where}: ${written} queries defined, ${found.length} exported as options (or a factory of them)`);
    queries.push(...found);
  }
  return { queries, problems };
}

/**
 * What keeps the app's queries from being held to the mark, as readable lines (none when all is well): a query that
 * is neither marked nor one of `publicReads` (the few reads that are the same for anyone, named on purpose), a query
 * the walk could not see, a public read named that no unmarked query has.
 */
export async function staffMarkProblems(src: string, { publicReads, helpers = [] }: { publicReads: QueryKey[]; helpers?: string[] }): Promise<string[]> {
  const { queries, problems } = await definedQueries(src, helpers);
  const isPublic = (queryKey: QueryKey) => publicReads.some((key) => hashKey(key) === hashKey(queryKey));
  for (const query of queries) {
    if (!query.staff && !isPublic(query.queryKey)) problems.push(`${query.name}: not marked staff, and not a public read`);
  }
  for (const key of publicReads) {
    if (!queries.some((query) => !query.staff && hashKey(query.queryKey) === hashKey(key)))
      problems.push(`${hashKey(key)}: named public, but no unmarked query reads it`);
  }
  if (!queries.some((query) => query.staff)) problems.push('no staff query found: the walk saw nothing to check');
  return problems;
}
