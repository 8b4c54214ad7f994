// One address of every page of the page table (shared/src/site-paths.ts, site-pages.ts), each section of the
// staff console its own: the accessibility sweep, the no-JavaScript suite and the page-weight check read their
// lists from here, so a new page or console section is swept with no other change. A page whose address has
// parameters needs its example in `ExampleParams` (shared/src/testing/seeded-examples.ts): until it has one, the
// e2e suite does not compile.
import { sitePages } from '@site/shared/site-pages';
import { pathTo, type SitePathName } from '@site/shared/site-paths';
import {
  paramsFor,
  readSeededExamples as readThrough,
  type ExampleParams,
  type ListedItem,
  type SeededExamples,
} from '../../shared/src/testing/seeded-examples';
import { consoleSections } from '../../mf-admin/src/app/console-sections';
import type { Site } from './site';

export type { ExampleParams, SeededExamples };

export interface PageEntry<Name extends string = SitePathName> {
  page: Name;
  audience: 'public' | 'staff';
  /** The page's name in the table; a console section's is 'adminSection/<segment>'. */
  label: string;
  /** A console section (its address is /admin/<segment>; its main heading once signed in is its title). */
  section?: { segment: string; title: string };
}

/** Every page of a table, the console's sections in place of `adminSection`. */
export function pageEntriesOf<Name extends string>(
  pages: Record<Name, { audience: 'public' | 'staff' }>,
  sections: readonly { segment: string; title: string }[],
): PageEntry<Name>[] {
  return (Object.keys(pages) as Name[]).flatMap((page): PageEntry<Name>[] => {
    const { audience } = pages[page];
    if (page !== 'adminSection') return [{ page, audience, label: page }];
    return sections.map((section) => ({ page, audience, label: `${page}/${section.segment}`, section }));
  });
}

/** Every page of the site's table and every console section. Known without the database. */
export const pageEntries: readonly PageEntry[] = pageEntriesOf(sitePages, consoleSections);

/** The address of the entry, with the seed's content for its parameters. */
export function examplePath(entry: PageEntry, params: ExampleParams): string {
  if (entry.section) return pathTo('adminSection', { section: entry.section.segment });
  return pathTo(entry.page, paramsFor(params, entry.page));
}

/** Reads from the site's API the seeded items the detail pages are shown with. */
export const readSeededExamples = (site: Site): Promise<SeededExamples> =>
  readThrough(async (path) => (await site.api<{ data: ListedItem[] }>(path)).body.data);
