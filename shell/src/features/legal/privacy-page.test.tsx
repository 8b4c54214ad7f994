import { render, screen, within } from '@testing-library/react';
import { company } from '../../config/company';
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
    render(<PrivacyPage />);
    expectHeadings('Политика за защита на личните данни', headings);
  });

  it('has a table of contents whose links land on their sections', () => {
    render(<PrivacyPage />);
    expectTableOfContents(headings);
  });

  it('states when it was last updated', () => {
    render(<PrivacyPage />);
    expect(screen.getByText('Последна актуализация: август 2025 г.')).toBeInTheDocument();
  });

  it('names the operator with its registry data placeholders and support e-mail', () => {
    render(<PrivacyPage />);
    const operator = section('1. Администратор на лични данни');
    expect(operator).toHaveTextContent(`${company.name} – акционерно дружество`);
    expect(operator).toHaveTextContent('[ЕИК на дружеството]');
    expect(operator).toHaveTextContent('[адрес по регистрация]');
    expect(within(operator).getByRole('link', { name: company.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${company.supportEmail}`,
    );
  });

  it('admits users of 18 or older only', () => {
    render(<PrivacyPage />);
    expect(section('4. Възрастово ограничение')).toHaveTextContent('лица, навършили 18 години');
  });

  it('gives both retention periods', () => {
    render(<PrivacyPage />);
    const retention = section('6. Срок на съхранение');
    expect(retention).toHaveTextContent('до отпадане на необходимостта от тях и 5 години след това');
    expect(retention).toHaveTextContent('счетоводни документи, се съхраняват най-малко 5 години след изтичане на давностния срок');
  });

  it('erases data within one month of a request', () => {
    render(<PrivacyPage />);
    const rights = section('7. Вашите права');
    expect(within(rights).getByRole('heading', { level: 3, name: 'Срок за изтриване' })).toBeInTheDocument();
    expect(rights).toHaveTextContent('Изтриваме данните в срок от 1 месец от получаване на искането');
  });

  it('gives the complaint deadlines of 6 months and 2 years', () => {
    render(<PrivacyPage />);
    const complaint = section('8. Право на жалба до надзорния орган');
    expect(complaint).toHaveTextContent('в срок до 6 месеца от узнаването на нарушението, но не по-късно от 2 години');
    expect(within(complaint).getByRole('link', { name: 'www.cpdp.bg' })).toHaveAttribute('href', 'https://www.cpdp.bg');
  });

  it('links to the cookie policy', () => {
    render(<PrivacyPage />);
    expect(screen.getByRole('link', { name: 'Политиката за бисквитките' })).toHaveAttribute('href', '/cookies');
  });

  it('sets its title and meta description and restores them when it leaves', () => {
    document.title = 'Преди';
    const { unmount } = render(<PrivacyPage />);
    expect(document.title).toBe('Политика за защита на личните данни | Бизнес Академия');
    expect(metaDescription()).toMatch(/^Как Бизнес Академия АД събира, използва, съхранява и защитава личните данни/);
    unmount();
    expect(document.title).toBe('Преди');
    expect(metaDescription()).toBeNull();
  });
});
