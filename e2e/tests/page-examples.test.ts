// The sweeps' list of pages (support/page-examples.ts) follows the page table and the console's sections
// with no other change: what the accessibility sweep, the no-JavaScript suite and the page weight read.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sitePages } from '@site/shared/site-pages';
import { sitePaths } from '@site/shared/site-paths';
import { consoleSections } from '../../mf-admin/src/app/console-sections';
import { examplePath, pageEntries, pageEntriesOf, type ExampleParams } from '../support/page-examples';

const someParams: ExampleParams = {
  course: { slug: 'kurs' },
  courseSignUp: { slug: 'kurs' },
  vipPackage: { slug: 'vip' },
  vipSignUp: { slug: 'vip' },
  event: { slug: 'sabitie' },
  eventSignUp: { slug: 'sabitie' },
  article: { slug: 'statia' },
  unsubscribe: { token: '1.abc' },
  clientCard: { id: '7' },
};

describe('the pages the sweeps visit', () => {
  test('are every page of the table and every section of the console, once each', () => {
    const labels = pageEntries.map((entry) => entry.label);
    const expected = [
      ...Object.keys(sitePaths).filter((name) => name !== 'adminSection'),
      ...consoleSections.map((section) => `adminSection/${section.segment}`),
    ];
    assert.deepEqual([...labels].sort(), expected.sort());
    const paths = pageEntries.map((entry) => examplePath(entry, someParams));
    // The articles' screen is in the table before sign-in (adminArticles) and in the console's sections signed in.
    assert.deepEqual(
      paths.filter((path, index) => paths.indexOf(path) !== index),
      ['/admin/articles'],
    );
    assert.ok(paths.includes('/admin/promotions') && paths.includes('/courses/kurs/sign-up') && paths.includes('/clients/7'));
  });

  test('take a new console section with no other change, signed in at its own address', () => {
    const entries = pageEntriesOf(sitePages, [...consoleSections, { segment: 'reports', title: 'Отчети' }]);
    const added = entries.find((entry) => entry.label === 'adminSection/reports');
    assert.ok(added, 'the new section is among the pages');
    assert.equal(added.audience, 'staff');
    assert.equal(examplePath(added, someParams), '/admin/reports');
  });

  test('take a new page of the table with no other change, with its audience', () => {
    const entries = pageEntriesOf({ ...sitePages, faq: { audience: 'public' } }, consoleSections);
    assert.deepEqual(
      entries.filter((entry) => entry.label === 'faq').map(({ page, audience }) => ({ page, audience })),
      [{ page: 'faq', audience: 'public' }],
    );
  });

  test('do not compile without an example for a page whose address has parameters', () => {
    const { course: _course, ...withoutCourse } = someParams;
    // @ts-expect-error the course page's slug is missing
    const missing: ExampleParams = withoutCourse;
    assert.ok(missing);
  });
});
