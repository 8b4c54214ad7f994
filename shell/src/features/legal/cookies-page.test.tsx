import { screen, within } from '@testing-library/react';
import { policyVersion } from '@site/shared/policies';
import { UNSET_SITE_SETTINGS } from '@site/shared/site-settings';
import { renderWithSettings } from '../../test/render-with-settings';
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
    renderWithSettings(<CookiesPage />);
    expectHeadings('Политика за бисквитките', headings);
  });

  it('has a table of contents whose links land on their sections', () => {
    renderWithSettings(<CookiesPage />);
    expectTableOfContents(headings);
  });

  it('states the year of its last update and the version of its text', () => {
    renderWithSettings(<CookiesPage />);
    expect(screen.getByText('Последна актуализация: 2025 г.')).toBeInTheDocument();
    expect(policyVersion('cookies').version).toMatch(/^2025\.[0-9a-f]{8}$/);
    expect(screen.getByText(`Версия на текста: ${policyVersion('cookies').version}`)).toBeInTheDocument();
  });

  it('explains session, persistent and third-party cookies', () => {
    renderWithSettings(<CookiesPage />);
    const kinds = section('2. Видове бисквитки');
    const subheadings = within(kinds)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(subheadings).toEqual(['Сесийни бисквитки', 'Постоянни бисквитки', 'Бисквитки на трети страни']);
    expect(kinds).toHaveTextContent('се изтриват автоматично, когато го затворите');
  });

  it('explains how to delete, manage or block cookies in the common browsers', () => {
    renderWithSettings(<CookiesPage />);
    const manage = section('5. Как да изтриете, управлявате или блокирате бисквитките');
    for (const browser of ['Google Chrome', 'Mozilla Firefox', 'Microsoft Edge', 'Safari']) {
      expect(manage).toHaveTextContent(browser);
    }
    expect(within(manage).getByRole('heading', { level: 3, name: 'Изтриване' })).toBeInTheDocument();
    expect(within(manage).getByRole('heading', { level: 3, name: 'Блокиране' })).toBeInTheDocument();
  });

  it('offers the support e-mail for withdrawing consent and for questions', () => {
    renderWithSettings(<CookiesPage />);
    expect(section('4. Съгласие')).toHaveTextContent(
      'като изтриете бисквитките и промените настройките на браузъра си, или като ни пишете на support@example.bg.',
    );
    expect(section('6. Промени и контакт')).toHaveTextContent('законодателството. За въпроси ни пишете на support@example.bg. Повече за обработването');
    expect(within(section('6. Промени и контакт')).getByRole('link', { name: 'support@example.bg' })).toHaveAttribute('href', 'mailto:support@example.bg');
  });

  it('leaves out the sentences that need the support e-mail while it is unset', () => {
    renderWithSettings(<CookiesPage />, UNSET_SITE_SETTINGS);
    expect(section('4. Съгласие')).toHaveTextContent(/като изтриете бисквитките и промените настройките на браузъра си\.$/);
    expect(section('6. Промени и контакт')).toHaveTextContent(
      'Бизнес Академия АД може да актуализира тази политика при промяна на използваните бисквитки или на законодателството. Повече за обработването на личните данни ще намерите в Политиката за защита на личните данни.',
    );
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent(/\[|\]/);
  });

  it('sets its own title and meta description', () => {
    renderWithSettings(<CookiesPage />);
    expect(document.title).toBe('Политика за бисквитките | Бизнес Академия');
    expect(metaDescription()).toMatch(/сесийни, постоянни и на трети страни/);
  });
});
