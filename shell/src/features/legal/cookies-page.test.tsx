import { render, screen, within } from '@testing-library/react';
import { CookiesPage } from './cookies-page';
import { expectHeadings, expectTableOfContents, metaDescription, section } from './legal-test-utils';

const headings = [
  '1. Какво представляват бисквитките',
  '2. Видове бисквитки',
  '3. За какво използваме бисквитки',
  '4. Съгласие',
  '5. Как да изтриете, управлявате или блокирате бисквитките',
  '6. Промени и контакт',
];

describe('CookiesPage', () => {
  it('has one title and the numbered sections in order', () => {
    render(<CookiesPage />);
    expectHeadings('Политика за бисквитките', headings);
  });

  it('has a table of contents whose links land on their sections', () => {
    render(<CookiesPage />);
    expectTableOfContents(headings);
  });

  it('states the year of its last update', () => {
    render(<CookiesPage />);
    expect(screen.getByText('Последна актуализация: 2025 г.')).toBeInTheDocument();
  });

  it('explains session, persistent and third-party cookies', () => {
    render(<CookiesPage />);
    const kinds = section('2. Видове бисквитки');
    const subheadings = within(kinds).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(subheadings).toEqual(['Сесийни бисквитки', 'Постоянни бисквитки', 'Бисквитки на трети страни']);
    expect(kinds).toHaveTextContent('се изтриват автоматично, когато го затворите');
  });

  it('explains how to delete, manage or block cookies in the common browsers', () => {
    render(<CookiesPage />);
    const manage = section('5. Как да изтриете, управлявате или блокирате бисквитките');
    for (const browser of ['Google Chrome', 'Mozilla Firefox', 'Microsoft Edge', 'Safari']) {
      expect(manage).toHaveTextContent(browser);
    }
    expect(within(manage).getByRole('heading', { level: 3, name: 'Изтриване' })).toBeInTheDocument();
    expect(within(manage).getByRole('heading', { level: 3, name: 'Блокиране' })).toBeInTheDocument();
  });

  it('sets its own title and meta description', () => {
    render(<CookiesPage />);
    expect(document.title).toBe('Политика за бисквитките | Бизнес Академия');
    expect(metaDescription()).toMatch(/сесийни, постоянни и на трети страни/);
  });
});
