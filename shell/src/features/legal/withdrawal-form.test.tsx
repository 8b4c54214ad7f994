import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiAdapter } from '@site/shared/api-client';
import { WITHDRAWAL_CONFIRMATION } from '@site/shared/contracts/consent';
import { deferred } from '@site/shared/testing/deferred';
import { fakeApi, ok, type FakeAnswer } from '@site/shared/testing/fake-api';
import { renderWithSettings } from '../../test/render-with-settings';
import { WithdrawalForm } from './withdrawal-form';

let api: ReturnType<typeof fakeApi>;
const answerWith = (answer: FakeAnswer) => {
  api = fakeApi(answer);
};

afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});

const emailInput = () => screen.getByLabelText('Имейл');
const submitButton = () => screen.getByRole('button', { name: 'Оттегли съгласието' });
const sentBody = (): unknown => JSON.parse(String(api.last().data));

describe('WithdrawalForm', () => {
  it('asks for the e-mail, and for a valid one, before it sends anything', async () => {
    answerWith(ok(null, WITHDRAWAL_CONFIRMATION));
    const user = userEvent.setup();
    renderWithSettings(<WithdrawalForm />);
    expect(screen.getByRole('heading', { level: 2, name: 'Оттегляне на съгласието' })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
    expect(emailInput()).toBeRequired();

    await user.click(submitButton());
    expect(emailInput()).toHaveAccessibleDescription('Имейлът е задължителен');
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveFocus();

    await user.type(emailInput(), 'ivan@example');
    expect(emailInput()).toHaveAccessibleDescription('Невалиден имейл');
    await user.click(submitButton());
    expect(api.requests).toHaveLength(0);

    await user.type(emailInput(), '.bg');
    expect(emailInput()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Невалиден имейл')).not.toBeInTheDocument();
  });

  it('sends the e-mail and the empty hidden field, then shows the server’s confirmation', async () => {
    answerWith(ok(null, WITHDRAWAL_CONFIRMATION));
    const user = userEvent.setup();
    renderWithSettings(<WithdrawalForm />);
    await user.type(emailInput(), ' ivan@example.bg ');
    await user.click(submitButton());

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(WITHDRAWAL_CONFIRMATION);
    expect(status).toHaveFocus();
    expect(api.last().method).toBe('post');
    expect(api.last().url).toBe('/consents/marketing-withdrawal');
    expect(sentBody()).toEqual({ email: 'ivan@example.bg', website: '' });
  });

  it('keeps the hidden field from people: out of the accessibility tree and the tab order', async () => {
    answerWith(ok(null, WITHDRAWAL_CONFIRMATION));
    const user = userEvent.setup();
    renderWithSettings(<WithdrawalForm />);
    expect(screen.queryByRole('textbox', { name: 'Уебсайт' })).not.toBeInTheDocument();
    const honeypot = screen.getByLabelText('Уебсайт');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');

    await user.tab();
    expect(emailInput()).toHaveFocus();
    await user.tab();
    expect(submitButton()).toHaveFocus();
  });

  it('sends a filled-in hidden field as it is, for the server to recognise a bot', async () => {
    answerWith(ok(null, WITHDRAWAL_CONFIRMATION));
    const user = userEvent.setup();
    renderWithSettings(<WithdrawalForm />);
    await user.type(emailInput(), 'bot@example.com');
    await user.type(screen.getByLabelText('Уебсайт'), 'https://spam.example');
    await user.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent(WITHDRAWAL_CONFIRMATION);
    expect(sentBody()).toEqual({ email: 'bot@example.com', website: 'https://spam.example' });
  });

  it('refuses a second press while the withdrawal is being sent', async () => {
    answerWith(ok(null, WITHDRAWAL_CONFIRMATION));
    const gate = deferred<void>();
    const answer = setApiAdapter(undefined);
    setApiAdapter(async (config) => {
      await gate.promise;
      if (!answer) throw new Error('no fake adapter');
      return answer(config);
    });
    const user = userEvent.setup();
    renderWithSettings(<WithdrawalForm />);
    await user.type(emailInput(), 'ivan@example.bg');
    await user.click(submitButton());

    const sending = await screen.findByRole('button', { name: 'Зареждане...' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    await act(async () => gate.resolve());
    expect(await screen.findByRole('status')).toHaveTextContent(WITHDRAWAL_CONFIRMATION);
    expect(api.requests).toHaveLength(1);
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['too many requests', { status: 429, body: { success: false, data: null, message: 'Твърде много заявки. Опитайте по-късно.' } }],
    ['a server without an answer', { status: 502, body: 'Bad Gateway' }],
  ])('shows the failure text on %s, and the form may be sent again', async (_case, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerWith(answer);
    const user = userEvent.setup();
    renderWithSettings(<WithdrawalForm />);
    await user.type(emailInput(), 'ivan@example.bg');
    await user.click(submitButton());

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Възникна грешка при изпращането. Моля опитайте отново.');
    expect(failure).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(emailInput()).toHaveValue('ivan@example.bg');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    expect(console.error).toHaveBeenCalled();
  });
});
