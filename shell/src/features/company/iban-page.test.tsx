import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSET_SITE_SETTINGS } from '@site/shared/site-settings';
import { EXAMPLE_SETTINGS, renderWithSettings } from '../../test/render-with-settings';
import { COPY_MESSAGE_MS } from './copy-iban-button';
import { IbanPage } from './iban-page';

/** userEvent.setup() installs its own clipboard, so the double replaces it afterwards. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('IbanPage', () => {
  it('shows holder, bank, IBAN and BIC from the site settings', () => {
    renderWithSettings(<IbanPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Плащане по банков път');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Титуляр на сметката', 'Банка', 'IBAN', 'Валута на сметката', 'BIC']);
    expect(screen.getByText('евро (EUR)')).toBeInTheDocument();
    expect(screen.getByText('Можете да платите курса си с банков превод в евро по следната сметка:')).toBeInTheDocument();
    expect(screen.getByText('Бизнес Академия АД')).toBeInTheDocument();
    expect(screen.getByText('Примерна банка')).toBeInTheDocument();
    expect(screen.getByText('BG80 BNBG 9661 1020 3456 78')).toBeInTheDocument();
    expect(screen.getByText('BNBGBGSD')).toBeInTheDocument();
  });

  it('without an IBAN shows no account and tells the visitor to ask for the details', () => {
    renderWithSettings(<IbanPage />, { ...UNSET_SITE_SETTINGS, bic: 'BNBGBGSD', bankName: 'Примерна банка' });
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Копирай IBAN' })).not.toBeInTheDocument();
    expect(screen.queryByText('BNBGBGSD')).not.toBeInTheDocument();
    expect(screen.queryByText(/по следната сметка/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/^За да платите курса си с банков превод, свържете се с нас и ще ви изпратим данните на банковата сметка \(IBAN, BIC и банка\)\./),
    ).toContainElement(screen.getByRole('link', { name: 'Контакти' }));
    expect(screen.getByRole('link', { name: 'Контакти' })).toHaveAttribute('href', '/contact');
    // The payment reason still applies to the transfer the visitor makes once they have the details.
    expect(screen.getByRole('heading', { level: 2, name: 'Основание за плащане' })).toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent(/\[|\]/);
  });

  it('leaves out the bank and the BIC while they are unset', () => {
    renderWithSettings(<IbanPage />, { ...UNSET_SITE_SETTINGS, iban: EXAMPLE_SETTINGS.iban });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Титуляр на сметката', 'IBAN', 'Валута на сметката']);
    expect(screen.getByText('BG80 BNBG 9661 1020 3456 78')).toBeInTheDocument();
  });

  it('gives the payment reason rule and the note about names and course name', () => {
    renderWithSettings(<IbanPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Основание за плащане' })).toBeInTheDocument();
    expect(screen.getByText(/физическо лице – посочете трите имена на участника/)).toBeInTheDocument();
    expect(screen.getByText(/фирма – посочете наименованието на фирмата и наименованието на закупения курс/)).toBeInTheDocument();
    expect(screen.getByText(/платецът трябва да посочи в основанието имената си и името на курса/)).toBeInTheDocument();
  });

  it('copies the IBAN without spaces and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    renderWithSettings(<IbanPage />);

    await user.click(screen.getByRole('button', { name: 'Копирай IBAN' }));

    expect(writeText).toHaveBeenCalledWith('BG80BNBG96611020345678');
    expect(await screen.findByText('Копирано!')).toBe(screen.getByRole('status'));
  });

  it('says in Bulgarian when copying fails', async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new Error('denied')));
    renderWithSettings(<IbanPage />);

    await user.click(screen.getByRole('button', { name: 'Копирай IBAN' }));

    expect(await screen.findByText('Неуспешно копиране. Моля, копирайте IBAN ръчно.')).toBe(screen.getByRole('status'));
  });

  it('clears the message after a while', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      stubClipboard(() => Promise.resolve());
      renderWithSettings(<IbanPage />);
      await user.click(screen.getByRole('button', { name: 'Копирай IBAN' }));
      expect(await screen.findByText('Копирано!')).toBe(screen.getByRole('status'));

      act(() => jest.advanceTimersByTime(COPY_MESSAGE_MS));

      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it('links to the other payment methods in the terms', () => {
    renderWithSettings(<IbanPage />);
    expect(screen.getByRole('link', { name: 'Общите условия' })).toHaveAttribute('href', '/terms#plashtane');
  });

  it('sets its own title and meta description', () => {
    renderWithSettings(<IbanPage />);
    expect(document.title).toBe('Плащане по банков път | Бизнес Академия');
    expect(document.getElementsByName('description')[0]).toHaveAttribute('content', expect.stringContaining('IBAN'));
  });
});
