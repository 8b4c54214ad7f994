import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankAccount } from '../../config/company';
import { COPY_MESSAGE_MS } from './copy-iban-button';
import { IbanPage } from './iban-page';

/** userEvent.setup() installs its own clipboard, so the double replaces it afterwards. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('IbanPage', () => {
  it('shows holder, bank, IBAN and BIC from the company configuration', () => {
    render(<IbanPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Плащане по банков път');
    expect(screen.getByText('Бизнес Академия АД')).toBeInTheDocument();
    expect(screen.getByText(bankAccount.bank)).toBeInTheDocument();
    expect(screen.getByText('BG80 BNBG 9661 1020 3456 78')).toBeInTheDocument();
    expect(screen.getByText('BNBGBGSD')).toBeInTheDocument();
  });

  it('gives the payment reason rule and the note about names and course name', () => {
    render(<IbanPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Основание за плащане' })).toBeInTheDocument();
    expect(screen.getByText(/физическо лице – посочете трите имена на участника/)).toBeInTheDocument();
    expect(
      screen.getByText(/фирма – посочете наименованието на фирмата и наименованието на закупения курс/),
    ).toBeInTheDocument();
    expect(screen.getByText(/платецът трябва да посочи в основанието имената си и името на курса/)).toBeInTheDocument();
  });

  it('copies the IBAN without spaces and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    render(<IbanPage />);

    await user.click(screen.getByRole('button', { name: 'Копирай IBAN' }));

    expect(writeText).toHaveBeenCalledWith('BG80BNBG96611020345678');
    expect(await screen.findByText('Копирано!')).toBe(screen.getByRole('status'));
  });

  it('says in Bulgarian when copying fails', async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new Error('denied')));
    render(<IbanPage />);

    await user.click(screen.getByRole('button', { name: 'Копирай IBAN' }));

    expect(await screen.findByText('Неуспешно копиране. Моля, копирайте IBAN ръчно.')).toBe(screen.getByRole('status'));
  });

  it('clears the message after a while', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      stubClipboard(() => Promise.resolve());
      render(<IbanPage />);
      await user.click(screen.getByRole('button', { name: 'Копирай IBAN' }));
      expect(await screen.findByText('Копирано!')).toBe(screen.getByRole('status'));

      act(() => jest.advanceTimersByTime(COPY_MESSAGE_MS));

      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it('links to the other payment methods in the terms', () => {
    render(<IbanPage />);
    expect(screen.getByRole('link', { name: 'Общите условия' })).toHaveAttribute('href', '/terms#plashtane');
  });

  it('sets its own title and meta description', () => {
    render(<IbanPage />);
    expect(document.title).toBe('Плащане по банков път | Бизнес Академия');
    expect(document.getElementsByName('description')[0]).toHaveAttribute('content', expect.stringContaining('IBAN'));
  });
});
