import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staffMarkProblems } from './staff-marks';

// Each case is a small app source tree written to a temporary folder; its queryOptions is a stand-in that returns the
// options, so the files need no package to load.
const preamble = 'const queryOptions = <T,>(options: T) => options;\nconst read = async () => [];\n';
let roots: string[] = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

function appWith(files: Record<string, string>): string {
  const src = mkdtempSync(path.join(tmpdir(), 'staff-marks-'));
  roots.push(src);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    writeFileSync(path.join(src, file), text);
  }
  return src;
}

const marked = "export const backupsQuery = queryOptions({ queryKey: ['backups'], queryFn: read, meta: { staff: true } });\n";
const pub = "export const coursesQuery = queryOptions({ queryKey: ['courses', 'every'], queryFn: read });\n";
const publicReads = [['courses', 'every']];

describe('staffMarkProblems', () => {
  it('finds nothing wrong when every query is marked or a named public read', async () => {
    const src = appWith({
      'features/backups/queries.ts': preamble + marked + 'export const useBackups = () => backupsQuery;\n',
      'features/courses/queries.ts':
        preamble +
        pub +
        "export const courseQuery = (slug: string) => queryOptions({ queryKey: ['courses', 'every', slug], queryFn: read, meta: { staff: true } });\n",
    });
    await expect(staffMarkProblems(src, { publicReads })).resolves.toEqual([]);
  });

  it('names a query that is neither marked nor a public read, factories included', async () => {
    const src = appWith({
      'features/backups/queries.ts':
        preamble + marked + pub + "export const auditQuery = (page: number) => queryOptions({ queryKey: ['audit', page], queryFn: read });\n",
    });
    await expect(staffMarkProblems(src, { publicReads })).resolves.toEqual([
      `${path.join('features', 'backups', 'queries.ts')}: auditQuery: not marked staff, and not a public read`,
    ]);
  });

  it('names a query it cannot see: inline in a hook, not exported, or outside a queries.ts', async () => {
    const src = appWith({
      'features/backups/queries.ts':
        preamble +
        marked +
        pub +
        "const hidden = queryOptions({ queryKey: ['hidden'], queryFn: read });\nexport const useAudit = () => ({ queryKey: ['audit'], queryFn: read, hidden });\n",
      'features/backups/components/list.tsx': "export const List = () => ({ queryKey: ['list'], queryFn: async () => [] });\n",
    });
    const queries = path.join('features', 'backups', 'queries.ts');
    await expect(staffMarkProblems(src, { publicReads })).resolves.toEqual([
      `${path.join('features', 'backups', 'components', 'list.tsx')}:1: a query function outside a queryOptions() of a queries.ts`,
      `${queries}:6: a query function outside a queryOptions() of a queries.ts`,
      `${queries}: 3 queries defined, 2 exported as options (or a factory of them)`,
    ]);
  });

  it('names a public read no unmarked query reads, and a walk that found no staff query', async () => {
    const src = appWith({ 'features/courses/queries.ts': preamble + pub });
    await expect(staffMarkProblems(src, { publicReads: [...publicReads, ['events', 'every']] })).resolves.toEqual([
      '["events","every"]: named public, but no unmarked query reads it',
      'no staff query found: the walk saw nothing to check',
    ]);
  });
});
