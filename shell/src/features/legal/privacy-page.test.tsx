import { screen, within } from '@testing-library/react';
import { policyVersion } from '@site/shared/policies';
import { UNSET_SITE_SETTINGS } from '@site/shared/site-settings';
import { renderWithSettings } from '../../test/render-with-settings';
import { expectHeadings, expectTableOfContents, metaDescription, section } from './legal-test-utils';
import { PrivacyPage } from './privacy-page';

const headings = [
  '1. Администратор на лични данни',
  '2. Какви лични данни обработваме',
  '3. Цели и правни основания на обработването',
  '4. Възрастово ограничение',
  '5. Получатели на личните данни',
  '6. Срок на съхранение',
  '7. Вашите права',
  '8. Право на жалба до надзорния орган',
  '9. Сигурност на данните',
  '10. Бисквитки',
  '11. Промени в политиката',
];

describe('PrivacyPage', () => {
  it('has one title and the numbered sections in order', () => {
    renderWithSettings(<PrivacyPage />);
    expectHeadings('Политика за защита на личните данни', headings);
  });

  it('has a table of contents whose links land on their sections', () => {
    renderWithSettings(<PrivacyPage />);
    expectTableOfContents(headings);
  });

  it('states when it was last updated and the version of its text', () => {
    renderWithSettings(<PrivacyPage />);
    expect(screen.getByText('Последна актуализация: ноември 2026 г.')).toBeInTheDocument();
    expect(policyVersion('privacy').version).toMatch(/^2026-11\.[0-9a-f]{8}$/);
    expect(screen.getByText(`Версия на текста: ${policyVersion('privacy').version}`)).toBeInTheDocument();
  });

  it('names the operator with its registry data and support e-mail', () => {
    renderWithSettings(<PrivacyPage />);
    const operator = section('1. Администратор на лични данни');
    expect(operator).toHaveTextContent('Бизнес Академия АД – акционерно дружество');
    expect(
      within(operator)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['ЕИК', 'Седалище и адрес на управление', 'Имейл за връзка по въпроси за личните данни']);
    expect(operator).toHaveTextContent('123456789');
    expect(operator).toHaveTextContent('гр. София 1000, ул. „Примерна“ 1');
    expect(within(operator).getByRole('link', { name: 'support@example.bg' })).toHaveAttribute('href', 'mailto:support@example.bg');
    expect(section('7. Вашите права')).toHaveTextContent('Изпратете искане на support@example.bg. Може да поискаме допълнителна информация');
  });

  it('leaves out the registry data and the e-mail while they are unset, and shows no placeholder', () => {
    renderWithSettings(<PrivacyPage />, UNSET_SITE_SETTINGS);
    const operator = section('1. Администратор на лични данни');
    expect(operator).toHaveTextContent('Бизнес Академия АД – акционерно дружество');
    expect(within(operator).queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent(/\[|\]/);
    expect(section('7. Вашите права')).toHaveTextContent('Изпратете ни искане. Може да поискаме допълнителна информация');
  });

  it('admits users of 18 or older only', () => {
    renderWithSettings(<PrivacyPage />);
    expect(section('4. Възрастово ограничение')).toHaveTextContent('лица, навършили 18 години');
  });

  it('gives both retention periods', () => {
    renderWithSettings(<PrivacyPage />);
    const retention = section('6. Срок на съхранение');
    expect(retention).toHaveTextContent('до отпадане на необходимостта от тях и 5 години след това');
    expect(retention).toHaveTextContent('счетоводни документи, се съхраняват най-малко 5 години след изтичане на давностния срок');
    expect(retention).toHaveTextContent('Дневникът кой служител кога е разглеждал или променял данните ви се съхранява 12 месеца.');
    expect(retention).toHaveTextContent('Резервните копия на базата данни се пазят до 5 седмици.');
  });

  it('erases data within one month of a request', () => {
    renderWithSettings(<PrivacyPage />);
    const rights = section('7. Вашите права');
    expect(within(rights).getByRole('heading', { level: 3, name: 'Срок за изтриване' })).toBeInTheDocument();
    expect(rights).toHaveTextContent('Изтриваме данните в срок от 1 месец от получаване на искането');
  });

  it('gives the complaint deadlines of 6 months and 2 years', () => {
    renderWithSettings(<PrivacyPage />);
    const complaint = section('8. Право на жалба до надзорния орган');
    expect(complaint).toHaveTextContent('в срок до 6 месеца от узнаването на нарушението, но не по-късно от 2 години');
    expect(within(complaint).getByRole('link', { name: 'www.cpdp.bg' })).toHaveAttribute('href', 'https://www.cpdp.bg');
  });

  it('links to the cookie policy', () => {
    renderWithSettings(<PrivacyPage />);
    expect(screen.getByRole('link', { name: 'Политиката за бисквитките' })).toHaveAttribute('href', '/cookies');
  });

  it('sets its title and meta description and restores them when it leaves', () => {
    document.title = 'Преди';
    const { unmount } = renderWithSettings(<PrivacyPage />);
    expect(document.title).toBe('Политика за защита на личните данни | Бизнес Академия');
    expect(metaDescription()).toMatch(/^Как Бизнес Академия АД събира, използва, съхранява и защитава личните данни/);
    unmount();
    expect(document.title).toBe('Преди');
    expect(metaDescription()).toBeNull();
  });
});
