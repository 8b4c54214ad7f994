import { screen } from '@testing-library/react';
import { UNSET_SITE_SETTINGS } from '@site/shared/site-settings';
import { EXAMPLE_SETTINGS, renderWithSettings } from '../../test/render-with-settings';
import { ContactPage } from './contact-page';

/** The value (dd) listed under a label (dt) of a description list. */
function definitionOf(term: string): Element | null {
  const label = screen.getAllByRole('term').find((element) => element.textContent === term);
  if (!label) throw new Error(`No term '${term}'`);
  return label.nextElementSibling;
}

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('ContactPage', () => {
  it('has one title and a section with the company data', () => {
    renderWithSettings(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Контакти');
    expect(screen.getByRole('heading', { level: 2, name: 'Данни за дружеството' })).toBeInTheDocument();
  });

  it('links the support e-mail with mailto: and the phone with tel:', () => {
    renderWithSettings(<ContactPage />);
    expect(definitionOf('Имейл за поддръжка')).toContainElement(screen.getByRole('link', { name: 'support@example.bg' }));
    expect(screen.getByRole('link', { name: 'support@example.bg' })).toHaveAttribute('href', 'mailto:support@example.bg');
    expect(definitionOf('Телефон')).toContainElement(screen.getByRole('link', { name: '+359 2 123 4567' }));
    expect(screen.getByRole('link', { name: '+359 2 123 4567' })).toHaveAttribute('href', 'tel:+35921234567');
  });

  it('names the manager and says the correspondence address is being changed', () => {
    renderWithSettings(<ContactPage />);
    expect(definitionOf('Управител')).toHaveTextContent('Мария Иванова');
    expect(definitionOf('Адрес за кореспонденция')).toHaveTextContent('Адресът за кореспонденция е в процес на промяна');
  });

  it('shows the registry data of the joint-stock company', () => {
    renderWithSettings(<ContactPage />);
    expect(definitionOf('Наименование')).toHaveTextContent('Бизнес Академия АД, акционерно дружество');
    expect(definitionOf('ЕИК')).toHaveTextContent('123456789');
    expect(definitionOf('Седалище и адрес на управление')).toHaveTextContent('гр. София 1000, ул. „Примерна“ 1');
  });

  it('leaves out every line whose setting is unset, and shows no placeholder', () => {
    renderWithSettings(<ContactPage />, UNSET_SITE_SETTINGS);
    expect(terms()).toEqual(['Адрес за кореспонденция', 'Наименование']);
    expect(definitionOf('Наименование')).toHaveTextContent('Бизнес Академия АД, акционерно дружество');
    expect(screen.queryByText(/Пишете ни/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent(/\[|\]/);
    expect(screen.getByRole('link', { name: 'Плащане по банков път' })).toHaveAttribute('href', '/iban');
  });

  it('shows the lines that are set among those that are not', () => {
    renderWithSettings(<ContactPage />, { ...UNSET_SITE_SETTINGS, manager: 'Петър Петров', eik: '1234567890123' });
    expect(terms()).toEqual(['Управител', 'Адрес за кореспонденция', 'Наименование', 'ЕИК']);
    expect(definitionOf('Управител')).toHaveTextContent('Петър Петров');
  });

  it('sets its title and meta description and restores the title when it leaves', () => {
    document.title = 'Преди';
    const { unmount } = renderWithSettings(<ContactPage />, { ...EXAMPLE_SETTINGS, companyName: 'Друга Академия АД' });
    expect(document.title).toBe('Контакти | Бизнес Академия');
    expect(document.getElementsByName('description')[0]).toHaveAttribute(
      'content',
      'Свържете се с Друга Академия АД: имейл за поддръжка, управител и данни на дружеството.',
    );
    unmount();
    expect(document.title).toBe('Преди');
  });
});
