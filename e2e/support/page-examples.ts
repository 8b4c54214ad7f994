// One address of every page of the page table (shared/src/site-paths.ts, site-pages.ts), each section of the
// staff console its own: the accessibility sweep, the no-JavaScript suite and the page-weight check read their
// lists from here, so a new page or console section is swept with no other change. A page whose address has
// parameters needs its example in `ExampleParams`: until it has one, the e2e suite does not compile.
import assert from 'node:assert/strict';
import { isVipPackage } from '@site/shared/course-kind';
import { sitePages } from '@site/shared/site-pages';
import { pathTo, type sitePaths, type SitePathName } from '@site/shared/site-paths';
import { consoleSections } from '../../mf-admin/src/app/console-sections';
import type { Site } from './site';

type ParamsIn<Pattern extends string> = Pattern extends `${string}:${infer Key}/${infer Rest}`
  ? Key | ParamsIn<`/${Rest}`>
  : Pattern extends `${string}:${infer Key}`
    ? Key
    : never;

/** The parameters of every page whose address has some; a console section's come from the console's list. */
export type ExampleParams = {
  [Name in Exclude<SitePathName, 'adminSection'> as ParamsIn<(typeof sitePaths)[Name]> extends never ? never : Name]: Record<
    ParamsIn<(typeof sitePaths)[Name]>,
    string
  >;
};

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
  const given = (params as Partial<Record<SitePathName, Record<string, string>>>)[entry.page];
  return pathTo(entry.page, given ?? {});
}

export interface SeededExamples {
  params: ExampleParams;
  /** The titles of the seeded items the detail pages show. */
  titles: { course: string; vipPackage: string; event: string; article: string };
  /** A published article's category, for the list filtered by it. */
  articleCategory: string;
  /** The course shown, for a sign-up made through the API. */
  course: { id: number; title: string };
}

/** Reads from the API the seeded items the detail pages are shown with. */
export async function readSeededExamples(site: Site): Promise<SeededExamples> {
  type Item = { id: number; slug: string; title: string; landingPageUrl?: string | null; category?: { slug: string } | null };
  const list = async (path: string) => (await site.api<{ data: Item[] }>(path)).body.data;
  const courses = await list('/courses/active');
  const course = courses.find((item) => !isVipPackage(item.title));
  const vipPackage = courses.find((item) => isVipPackage(item.title));
  // An event with a landing page sends its visitors there: its own page is not the one visitors see.
  const event = (await list('/events/active')).find((item) => !item.landingPageUrl);
  const articles = await list('/articles/published');
  const article = articles[0];
  const articleCategory = articles.find((item) => item.category?.slug)?.category?.slug;
  assert.ok(course && vipPackage && event && article && articleCategory, 'the seed has a course, a VIP package, an event and a categorised article');
  return {
    params: {
      course: { slug: course.slug },
      courseSignUp: { slug: course.slug },
      vipPackage: { slug: vipPackage.slug },
      vipSignUp: { slug: vipPackage.slug },
      event: { slug: event.slug },
      eventSignUp: { slug: event.slug },
      article: { slug: article.slug },
      // A token this server did not sign: the page and its button are shown; the server refuses it after the button.
      unsubscribe: { token: '1.AAAAAAAAAAAAAAAAAAAAAA' },
      // The card asks for the token before it reads anything, whichever the id.
      clientCard: { id: '1' },
    },
    titles: { course: course.title, vipPackage: vipPackage.title, event: event.title, article: article.title },
    articleCategory,
    course: { id: course.id, title: course.title },
  };
}
