// Assertions shared by the legal pages' tests.
import { screen, within } from '@testing-library/react';

/** The table of contents lists exactly these section headings, each linking to its own section. */
export function expectTableOfContents(sectionHeadings: readonly string[]) {
  const toc = screen.getByRole('navigation', { name: 'Съдържание' });
  const links = within(toc).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(sectionHeadings);

  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    const target = document.getElementById(href.slice(1));
    expect(target).not.toBeNull();
    // The anchor must land on the section whose heading the link names.
    expect(target).toBe(screen.getByRole('region', { name: link.textContent ?? '' }));
  }
}

/** One h1 with the page title, then the table of contents' h2 and one h2 per section, in order. */
export function expectHeadings(title: string, sectionHeadings: readonly string[]) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  const h2 = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(h2).toEqual(['Съдържание', ...sectionHeadings]);
}

export function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

export function metaDescription(): string | null {
  return document.getElementsByName('description')[0]?.getAttribute('content') ?? null;
}
