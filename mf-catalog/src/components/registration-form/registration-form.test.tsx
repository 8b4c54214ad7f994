import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerClient } from './api';
import { RegistrationForm } from './registration-form';
import { SignUpDialog } from './sign-up-dialog';
import { fillRegistration } from '../../test/fill-registration';

jest.mock('./api');
const registerMock = jest.mocked(registerClient);

const fillValidForm = (user: ReturnType<typeof userEvent.setup>) => fillRegistration(user, document.body, {
  fullName: 'Иван Петров',
  email: 'ivan@example.com',
  phone: '0888123456',
});

beforeEach(() => {
  registerMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('RegistrationForm', () => {
  it('shows every required message beside its field on submit and sends nothing', async () => {
    const user = userEvent.setup();
    render(<RegistrationForm target={{ kind: 'consultation' }} />);
    await user.click(screen.getByRole('button', { name: 'Изпрати заявка' }));

    const name = screen.getByLabelText(/Име и фамилия/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Името е задължително');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/Имейл/)).toHaveAccessibleDescription('Имейлът е задължителен');
    expect(screen.getByLabelText(/Телефон/)).toHaveAccessibleDescription('Телефонът е задължителен');
    expect(screen.getByRole('checkbox', { name: /политиката за лични данни/ })).toHaveAccessibleDescription(
      'Трябва да се съгласите с политиката за лични данни',
    );
    expect(screen.getByRole('checkbox', { name: /общите условия/ })).toHaveAccessibleDescription(
      'Трябва да се съгласите с общите условия',
    );
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('shows no message before the first submit', async () => {
    const user = userEvent.setup();
    render(<RegistrationForm target={{ kind: 'consultation' }} />);
    await user.type(screen.getByLabelText(/Имейл/), 'не-е-имейл');
    expect(screen.queryByText('Невалиден имейл')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Имейл/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('updates the messages as the user corrects the fields', async () => {
    const user = userEvent.setup();
    render(<RegistrationForm target={{ kind: 'consultation' }} />);
    await user.click(screen.getByRole('button', { name: 'Изпрати заявка' }));

    const email = screen.getByLabelText(/Имейл/);
    await user.type(email, 'ivan@');
    expect(email).toHaveAccessibleDescription('Невалиден имейл');
    await user.type(email, 'example.com');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Невалиден имейл')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Име и фамилия/), 'Иван');
    expect(screen.queryByText('Името е задължително')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /общите условия/ }));
    expect(screen.queryByText('Трябва да се съгласите с общите условия')).not.toBeInTheDocument();
    expect(screen.getByText('Телефонът е задължителен')).toBeInTheDocument();
  });

  it('links each consent to its policy page in a new tab', async () => {
    const user = userEvent.setup();
    render(<RegistrationForm target={{ kind: 'consultation' }} />);
    const privacy = screen.getByRole('link', { name: 'политиката за лични данни' });
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'общите условия' })).toHaveAttribute('href', '/terms');

    // The optional consents sit under the collapsed advanced options.
    const toggle = screen.getByRole('button', { name: 'Разширени опции' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: /директен маркетинг/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: /директен маркетинг/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /бисквитки/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'политиката за директен маркетинг' })).toHaveAttribute('href', '/marketing');
    expect(screen.getByRole('link', { name: 'политиката за бисквитки' })).toHaveAttribute('href', '/cookies');
  });

  it('sends a free consultation, shows the success text and closes and resets after 2000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    let resolve: () => void = () => undefined;
    registerMock.mockReturnValue(new Promise<void>((r) => (resolve = r)));
    const onSuccess = jest.fn();
    render(<RegistrationForm target={{ kind: 'consultation' }} onSuccess={onSuccess} />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Разширени опции' }));
    await user.click(screen.getByRole('checkbox', { name: /бисквитки/ }));
    await user.click(screen.getByRole('button', { name: 'Изпрати заявка' }));

    // submitting: the kit's button shows its loading text, refuses presses and keeps focus
    const submitting = screen.getByRole('button', { name: 'Зареждане...' });
    expect(submitting).toHaveAttribute('aria-disabled', 'true');
    expect(submitting).toHaveFocus();
    expect(registerMock).toHaveBeenCalledWith({
      fullName: 'Иван Петров',
      email: 'ivan@example.com',
      phone: '0888123456',
      agreedToPrivacyPolicy: true,
      agreedToTermsOfService: true,
      agreedToMarketingPolicy: false,
      agreedToCookiePolicy: true,
      registrationSource: 'Free Consultation',
      website: '',
    });

    await act(async () => resolve());
    expect(screen.getByRole('status')).toHaveTextContent('Заявката за консултация е изпратена успешно!');
    expect(screen.getByRole('status')).toHaveFocus();

    act(() => jest.advanceTimersByTime(1999));
    expect(onSuccess).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/Име и фамилия/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /политиката за лични данни/ })).not.toBeChecked();
    expect(screen.queryByText('Заявката за консултация е изпратена успешно!')).not.toBeInTheDocument();
  });

  it('sends a course sign-up with the course title and id', async () => {
    const user = userEvent.setup();
    registerMock.mockResolvedValue();
    render(<RegistrationForm target={{ kind: 'course', courseId: 3, title: 'Търговски умения' }} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Запиши се' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Записването за курс "Търговски умения" е успешно!');
    expect(registerMock).toHaveBeenCalledWith(
      expect.objectContaining({ registrationSource: 'Търговски умения', courseIds: [3], agreedToMarketingPolicy: false }),
    );
  });

  it('sends an event sign-up with the event title and id and no course ids', async () => {
    const user = userEvent.setup();
    registerMock.mockResolvedValue();
    render(<RegistrationForm target={{ kind: 'event', eventId: 7, title: 'Финансов уикенд за предприемачи' }} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Запиши се' }));

    await screen.findByRole('status');
    const payload = registerMock.mock.calls[0]?.[0];
    expect(payload?.registrationSource).toBe('Финансов уикенд за предприемачи');
    expect(payload?.eventId).toBe(7);
    expect(payload).not.toHaveProperty('courseIds');
  });

  it('names no event in a course sign-up', async () => {
    const user = userEvent.setup();
    registerMock.mockResolvedValue();
    render(<RegistrationForm target={{ kind: 'course', courseId: 3, title: 'Търговски умения' }} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Запиши се' }));

    await screen.findByRole('status');
    expect(registerMock.mock.calls[0]?.[0]).not.toHaveProperty('eventId');
  });

  it('keeps the hidden field from people: out of the accessibility tree, the tab order and autofill', async () => {
    const user = userEvent.setup();
    render(<RegistrationForm target={{ kind: 'consultation' }} />);
    expect(screen.queryByRole('textbox', { name: 'Уебсайт' })).not.toBeInTheDocument();
    const honeypot = screen.getByLabelText('Уебсайт');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');

    await user.click(screen.getByLabelText(/Телефон/));
    await user.tab();
    expect(honeypot).not.toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /политиката за лични данни/ })).toHaveFocus();
  });

  it('sends a filled-in hidden field as it is, for the server to recognise a bot', async () => {
    const user = userEvent.setup();
    registerMock.mockResolvedValue();
    render(<RegistrationForm target={{ kind: 'consultation' }} />);
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Уебсайт'), 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Изпрати заявка' }));

    await screen.findByRole('status');
    expect(registerMock).toHaveBeenCalledWith(expect.objectContaining({ email: 'ivan@example.com', website: 'https://spam.example' }));
  });

  it('shows the consultation failure text and keeps what was typed', async () => {
    const user = userEvent.setup();
    registerMock.mockRejectedValue(new Error('Network Error'));
    render(<RegistrationForm target={{ kind: 'consultation' }} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Изпрати заявка' }));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Възникна грешка при изпращането. Моля опитайте отново.');
    expect(failure).toHaveFocus();
    expect(screen.getByLabelText(/Име и фамилия/)).toHaveValue('Иван Петров');
    expect(screen.getByRole('button', { name: 'Изпрати заявка' })).toBeEnabled();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows the course failure text', async () => {
    const user = userEvent.setup();
    registerMock.mockRejectedValue(new Error('Грешка'));
    render(<RegistrationForm target={{ kind: 'course', courseId: 1, title: 'Бизнес планиране' }} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Запиши се' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Възникна грешка при записването. Моля опитайте отново.');
  });
});

describe('SignUpDialog', () => {
  it('opens the modal with the form and closes it 2000 ms after a successful sign-up', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    registerMock.mockResolvedValue();
    render(
      <SignUpDialog
        target={{ kind: 'course', courseId: 2, title: 'Бизнес планиране' }}
        buttonLabel="Запиши се за курса"
        modalTitle="Записване за курса"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Запиши се за курса' }));
    const dialog = screen.getByRole('dialog', { name: 'Записване за курса' });
    await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Запиши се' }));
    expect(await within(dialog).findByText('Записването за курс "Бизнес планиране" е успешно!')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
