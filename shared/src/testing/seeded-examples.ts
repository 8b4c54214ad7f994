// The seed's content every page with parameters is shown with, read from the API: the server-rendering test and
// the browser suite visit every page of the page table (shared/src/site-paths.ts) with these. A page whose
// address gains a parameter does not compile in them until `ExampleParams` has it.
import { isVipPackage } from '../course-kind';
import type { sitePaths, SitePathName } from '../site-paths';

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

export interface SeededExamples {
  params: ExampleParams;
  /** The titles of the seeded items the detail pages show. */
  titles: { course: string; vipPackage: string; event: string; article: string };
  /** A published article's category, for the list filtered by it. */
  articleCategory: string;
  /** The course shown, for a sign-up made through the API. */
  course: { id: number; title: string };
}

export interface ListedItem {
  id: number;
  slug: string;
  title: string;
  landingPageUrl?: string | null;
  category?: { slug: string } | null;
}

/** Reads the seeded items through `list` ('/courses/active' → its data). */
export async function readSeededExamples(list: (path: string) => Promise<ListedItem[]>): Promise<SeededExamples> {
  const courses = await list('/courses/active');
  const course = courses.find((item) => !isVipPackage(item.title));
  const vipPackage = courses.find((item) => isVipPackage(item.title));
  // An event with a landing page sends its visitors there: its own page is not the one visitors see.
  const event = (await list('/events/active')).find((item) => !item.landingPageUrl);
  const articles = await list('/articles/published');
  const article = articles[0];
  const articleCategory = articles.find((item) => item.category?.slug)?.category?.slug;
  if (!(course && vipPackage && event && article && articleCategory)) throw new Error('the seed has no course, VIP package, event or categorised article');
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

/** A page's parameters among the examples (none for a page without any). */
export const paramsFor = (params: ExampleParams, name: SitePathName): Record<string, string> =>
  (params as Partial<Record<SitePathName, Record<string, string>>>)[name] ?? {};
