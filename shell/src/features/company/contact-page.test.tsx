import { render, screen } from '@testing-library/react';
import { company } from '../../config/company';
import { ContactPage } from './contact-page';

/** The value (dd) listed under a label (dt) of a description list. */
function definitionOf(term: string): Element | null {
  const label = screen.getAllByRole('term').find((element) => element.textContent === term);
  if (!label) throw new Error(`No term '${term}'`);
  return label.nextElementSibling;
}

describe('ContactPage', () => {
  it('has one title and a section with the company data', () => {
    render(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Контакти');
    expect(screen.getByRole('heading', { level: 2, name: 'Данни за дружеството' })).toBeInTheDocument();
  });

  it('links the support e-mail with mailto:', () => {
    render(<ContactPage />);
    expect(definitionOf('Имейл за поддръжка')).toContainElement(screen.getByRole('link', { name: company.supportEmail }));
    expect(screen.getByRole('link', { name: 'support@biznes-akademia.bg' })).toHaveAttribute(
      'href',
      'mailto:support@biznes-akademia.bg',
    );
  });

  it('names the manager and says the correspondence address is being changed', () => {
    render(<ContactPage />);
    expect(definitionOf('Управител')).toHaveTextContent(company.manager.name);
    expect(definitionOf('Адрес за кореспонденция')).toHaveTextContent('Адресът за кореспонденция е в процес на промяна');
  });

  it('shows the registry data placeholders of the joint-stock company', () => {
    render(<ContactPage />);
    expect(screen.getByText('Бизнес Академия АД, акционерно дружество')).toBeInTheDocument();
    expect(screen.getByText('[ЕИК на дружеството]')).toBeInTheDocument();
    expect(screen.getByText('[адрес по регистрация]')).toBeInTheDocument();
  });

  it('sets its title and meta description and restores the title when it leaves', () => {
    document.title = 'Преди';
    const { unmount } = render(<ContactPage />);
    expect(document.title).toBe('Контакти | Бизнес Академия');
    expect(document.getElementsByName('description')[0]).toHaveAttribute(
      'content',
      expect.stringContaining('имейл за поддръжка'),
    );
    unmount();
    expect(document.title).toBe('Преди');
  });
});
