import { screen, within } from '@testing-library/react';
import { policyVersion } from '@site/shared/policies';
import { UNSET_SITE_SETTINGS } from '@site/shared/site-settings';
import { renderWithSettings } from '../../test/render-with-settings';
import { expectHeadings, expectTableOfContents, metaDescription, section } from './legal-test-utils';
import { MarketingPage } from './marketing-page';

const headings = ['1. Определения', '2. Цел на политиката', '3. Как се дава съгласие', '4. Как се оттегля съгласието', '5. Съхранение и защита на данните'];

describe('MarketingPage', () => {
  it('has one title and the five sections in order, then the withdrawal form', () => {
    renderWithSettings(<MarketingPage />);
    expectHeadings('Политика за директен маркетинг', [...headings, 'Оттегляне на съгласието']);
  });

  it('has a table of contents whose links land on their sections', () => {
    renderWithSettings(<MarketingPage />);
    expectTableOfContents(headings);
  });

  it('states when it was last updated and the version of its text', () => {
    renderWithSettings(<MarketingPage />);
    expect(screen.getByText('Последна актуализация: август 2025 г.')).toBeInTheDocument();
    expect(policyVersion('marketing').version).toMatch(/^2025-08\.[0-9a-f]{8}$/);
    expect(screen.getByText(`Версия на текста: ${policyVersion('marketing').version}`)).toBeInTheDocument();
  });

  it('asks for consent with a separate checkbox that is not ticked by default', () => {
    renderWithSettings(<MarketingPage />);
    const consent = section('3. Как се дава съгласие');
    expect(consent).toHaveTextContent('с отделно поле за отметка при регистрацията');
    expect(consent).toHaveTextContent('по подразбиране не е отметнато');
  });

  it('offers withdrawal by the link in every message and by e-mail, without touching the account', () => {
    renderWithSettings(<MarketingPage />);
    const withdrawal = section('4. Как се оттегля съгласието');
    expect(withdrawal).toHaveTextContent('по всяко време');
    expect(withdrawal).toHaveTextContent('връзката за отписване, която се съдържа във всяко наше търговско съобщение');
    expect(within(withdrawal).getByRole('link', { name: 'support@example.bg' })).toHaveAttribute('href', 'mailto:support@example.bg');
    expect(withdrawal).toHaveTextContent('Оттеглянето не засяга профила ви');
  });

  it('offers only the unsubscribe link while the support e-mail is unset', () => {
    renderWithSettings(<MarketingPage />, UNSET_SITE_SETTINGS);
    const withdrawal = section('4. Как се оттегля съгласието');
    expect(
      within(withdrawal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['чрез връзката за отписване, която се съдържа във всяко наше търговско съобщение;']);
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).not.toHaveTextContent(/\[|\]/);
    const closing = within(article).getByText(
      'Можете да оттеглите съгласието си по всяко време, като използвате връзката за отписване в края на всяко наше съобщение.',
    );
    expect(article.textContent?.trimEnd().endsWith(closing.textContent ?? '')).toBe(true);
  });

  it('ends with the withdrawal-of-consent line', () => {
    renderWithSettings(<MarketingPage />);
    const article = screen.getByRole('article');
    const closing = within(article).getByText(/^Можете да оттеглите съгласието си по всяко време, като ни пишете на/);
    expect(closing).toHaveTextContent(
      'Можете да оттеглите съгласието си по всяко време, като ни пишете на support@example.bg или използвате връзката за отписване в края на всяко наше съобщение.',
    );
    expect(within(closing).getByRole('link', { name: 'support@example.bg' })).toHaveAttribute('href', 'mailto:support@example.bg');
    // Nothing follows it in the policy's text (the withdrawal form comes after the article).
    expect(article.textContent?.trimEnd().endsWith(closing.textContent ?? '')).toBe(true);
  });

  it('offers the withdrawal form after the policy, outside the text whose version it shows', () => {
    renderWithSettings(<MarketingPage />);
    const article = screen.getByRole('article');
    const withdrawal = screen.getByRole('region', { name: 'Оттегляне на съгласието' });
    expect(article).not.toContainElement(withdrawal);
    expect(article.compareDocumentPosition(withdrawal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(withdrawal).getByLabelText('Имейл')).toHaveAttribute('type', 'email');
    expect(within(withdrawal).getByRole('button', { name: 'Оттегли съгласието' })).toBeInTheDocument();
  });

  it('sets its own title and meta description', () => {
    renderWithSettings(<MarketingPage />);
    expect(document.title).toBe('Политика за директен маркетинг | Бизнес Академия');
    expect(metaDescription()).toMatch(/оттеглите по всяко време/);
  });
});
