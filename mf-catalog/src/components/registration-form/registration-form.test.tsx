import type { ReactElement } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '@site/shared/testing/deferred';
import { fail, networkError, ok, reply, type Answer, type FakeAnswer } from '@site/shared/testing/fake-api';
import { fakeCatalogApi } from '../../test/fake-catalog-api';
import { RegistrationForm } from './registration-form';
import { SignUpDialog } from './sign-up-dialog';
import { fillRegistration } from '../../test/fill-registration';
import { MemoryRouter } from 'react-router-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SubmittedFormProvider } from 'shell/router';

/** The server's answer to a sign-up (POST /clients/register); a test sets it. */
let registration: Answer;
let api: ReturnType<typeof fakeCatalogApi>;

const fillValidForm = (user: ReturnType<typeof userEvent.setup>) =>
  fillRegistration(user, document.body, {
    fullName: 'Иван Петров',
    email: 'ivan@example.com',
    phone: '0888123456',
  });

/** The forms read the answered post of their page from the router's location, so they render inside one. */
const renderForm = (form: ReactElement, path = '/consultation') => render(<MemoryRouter initialEntries={[path]}>{form}</MemoryRouter>);

beforeEach(() => {
  registration = fail('no sign-up answer set', 599);
  api = fakeCatalogApi(fail('no read expected', 599), (config) => reply(registration, config));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  api.restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('RegistrationForm', () => {
  it('shows every required message beside its field on submit and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm(<RegistrationForm target={{ kind: 'consultation' }} action="/consultation" />);
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
    expect(screen.getByRole('checkbox', { name: /общите условия/ })).toHaveAccessibleDescription('Трябва да се съгласите с общите условия');
    // Give a wrongly sent request the time to reach the server before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.requests).toHaveLength(0);
  });

  it('shows no message before the first submit', async () => {
    const user = userEvent.setup();
    renderForm(<RegistrationForm target={{ kind: 'consultation' }} action="/consultation" />);
    await user.type(screen.getByLabelText(/Имейл/), 'не-е-имейл');
    expect(screen.queryByText('Невалиден имейл')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Имейл/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('updates the messages as the user corrects the fields', async () => {
    const user = userEvent.setup();
    renderForm(<RegistrationForm target={{ kind: 'consultation' }} action="/consultation" />);
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
    renderForm(<RegistrationForm target={{ kind: 'consultation' }} action="/consultation" />);
    const privacy = screen.getByRole('link', { name: 'политиката за лични данни' });
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'общите условия' })).toHaveAttribute('href', '/terms');

    // The optional consents sit under the collapsed advanced options, a disclosure that needs no script.
    const toggle = screen.getByText('Разширени опции');
    const disclosure = toggle.closest('details');
    expect(disclosure).not.toHaveAttribute('open');
    expect(disclosure).toContainElement(screen.getByRole('checkbox', { name: /директен маркетинг/ }));
    await user.click(toggle);
    expect(disclosure).toHaveAttribute('open');
    expect(screen.getByRole('checkbox', { name: /директен маркетинг/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /бисквитки/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'политиката за директен маркетинг' })).toHaveAttribute('href', '/marketing');
    expect(screen.getByRole('link', { name: 'политиката за бисквитки' })).toHaveAttribute('href', '/cookies');
  });

  it('sends a free consultation, shows the success text and closes and resets after 2000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const answer = deferred<FakeAnswer>();
    registration = () => answer.promise;
    const onSuccess = jest.fn();
    renderForm(<RegistrationForm target={{ kind: 'consultation' }} action="/consultation" onSuccess={onSuccess} />);

    await fillValidForm(user);
    await user.click(screen.getByText('Разширени опции'));
    await user.click(screen.getByRole('checkbox', { name: /бисквитки/ }));
    await user.click(screen.getByRole('button', { name: 'Изпрати заявка' }));

    // submitting: the kit's button shows its loading text, refuses presses and keeps focus
    const submitting = screen.getByRole('button', { name: 'Зареждане...' });
    expect(submitting).toHaveAttribute('aria-disabled', 'true');
    expect(submitting).toHaveFocus();
    await waitFor(() => expect(api.signUps()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Зареждане...' })).toHaveFocus();
    expect(api.signUps()[0]).toEqual({
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

    await act(async () => answer.resolve(ok(null)));
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

  it('sends once when the button is pressed twice', async () => {
    const user = userEvent.setup();
    const answer = deferred<FakeAnswer>();
    registration = () => answer.promise;
    renderForm(<RegistrationForm target={{ kind: 'consultation' }} action="/consultation" />);
    await fillValidForm(user);
    await user.dblClick(screen.getByRole('button', { name: 'Изпрати заявка' }));
    await waitFor(() => expect(api.signUps()).toHaveLength(1));

    await act(async () => answer.resolve(ok(null)));
    expect(await screen.findByRole('status')).toHaveTextContent('Заявката за консултация е изпратена успешно!');
    expect(api.signUps()).toHaveLength(1);
  });

  it('calls nothing back when the form is gone before the answer comes', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const answer = deferred<FakeAnswer>();
    registration = () => answer.promise;
    const onSuccess = jest.fn();
    const { unmount } = renderForm(<RegistrationForm target={{ kind: 'consultation' }} action="/consultation" onSuccess={onSuccess} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Изпрати заявка' }));
    await waitFor(() => expect(api.signUps()).toHaveLength(1));

    unmount();
    await act(async () => answer.resolve(ok(null)));
    act(() => jest.advanceTimersByTime(2000));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends a course sign-up with the course title and id', async () => {
    const user = userEvent.setup();
    registration = ok(null);
    renderForm(<RegistrationForm target={{ kind: 'course', courseId: 3, title: 'Търговски умения' }} action="/consultation" />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Запиши се' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Записването за курс "Търговски умения" е успешно!');
    expect(api.signUps()).toEqual([expect.objectContaining({ registrationSource: 'Търговски умения', courseIds: [3], agreedToMarketingPolicy: false })]);
  });

  it('sends an event sign-up with the event title and id and no course ids', async () => {
    const user = userEvent.setup();
    registration = ok(null);
    renderForm(<RegistrationForm target={{ kind: 'event', eventId: 7, title: 'Финансов уикенд за предприемачи' }} action="/consultation" />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Запиши се' }));

    await screen.findByRole('status');
    const payload = api.signUps()[0];
    expect(payload?.registrationSource).toBe('Финансов уикенд за предприемачи');
    expect(payload?.eventId).toBe(7);
    expect(payload).not.toHaveProperty('courseIds');
  });

  it('names no event in a course sign-up', async () => {
    const user = userEvent.setup();
    registration = ok(null);
    renderForm(<RegistrationForm target={{ kind: 'course', courseId: 3, title: 'Търговски умения' }} action="/consultation" />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Запиши се' }));

    await screen.findByRole('status');
    expect(api.signUps()[0]).not.toHaveProperty('eventId');
  });

  it('keeps the hidden field from people: out of the accessibility tree, the tab order and autofill', async () => {
    const user = userEvent.setup();
    renderForm(<RegistrationForm target={{ kind: 'consultation' }} action="/consultation" />);
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
    registration = ok(null);
    renderForm(<RegistrationForm target={{ kind: 'consultation' }} action="/consultation" />);
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Уебсайт'), 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Изпрати заявка' }));

    await screen.findByRole('status');
    expect(api.signUps()).toEqual([expect.objectContaining({ email: 'ivan@example.com', website: 'https://spam.example' })]);
  });

  it('shows the consultation failure text and keeps what was typed', async () => {
    const user = userEvent.setup();
    registration = networkError;
    renderForm(<RegistrationForm target={{ kind: 'consultation' }} action="/consultation" />);
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
    registration = fail('Грешка', 500);
    renderForm(<RegistrationForm target={{ kind: 'course', courseId: 1, title: 'Бизнес планиране' }} action="/consultation" />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Запиши се' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Възникна грешка при записването. Моля опитайте отново.');
  });
});

describe('RegistrationForm as a plain HTML form', () => {
  it('posts to its page, with every field named as the server reads it', () => {
    renderForm(
      <RegistrationForm target={{ kind: 'course', courseId: 1, title: 'Бизнес планиране' }} action="/courses/biznes-planirane/sign-up" />,
      '/courses/biznes-planirane/sign-up',
    );
    const form = screen.getByRole('button', { name: 'Запиши се' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/courses/biznes-planirane/sign-up');
    expect(screen.getByLabelText(/Име и фамилия/)).toHaveAttribute('name', 'fullName');
    expect(screen.getByRole('checkbox', { name: /общите условия/ })).toHaveAttribute('name', 'agreedToTermsOfService');
  });

  it('shows what the server answered a post without scripts: the messages next to the fields and what was typed', async () => {
    const submittedForm = {
      form: 'sign-up' as const,
      pathname: '/consultation',
      values: { fullName: 'Иван', email: 'ivan@', phone: '', agreedToPrivacyPolicy: true, agreedToMarketingPolicy: true },
      fieldErrors: { email: 'Невалиден имейл', phone: 'Телефонът е задължителен', agreedToTermsOfService: 'Трябва да се съгласите с общите условия' },
      failed: false,
      message: null,
    };
    render(
      <SubmittedFormProvider form={submittedForm}>
        <MemoryRouter initialEntries={['/consultation']}>
          <RegistrationForm target={{ kind: 'consultation' }} action="/consultation" />
        </MemoryRouter>
      </SubmittedFormProvider>,
    );
    expect(screen.getByLabelText(/Име и фамилия/)).toHaveValue('Иван');
    expect(screen.getByLabelText(/Имейл/)).toHaveValue('ivan@');
    expect(screen.getByLabelText(/Имейл/)).toHaveAccessibleDescription('Невалиден имейл');
    expect(screen.getByLabelText(/Телефон/)).toHaveAccessibleDescription('Телефонът е задължителен');
    expect(screen.getByRole('checkbox', { name: /политиката за лични данни/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /общите условия/ })).toHaveAccessibleDescription('Трябва да се съгласите с общите условия');
    // A ticked optional box opens the advanced options.
    expect(screen.getByText('Разширени опции').closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('checkbox', { name: /директен маркетинг/ })).toBeChecked();
    // The messages follow the corrections from there on.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Имейл/), 'example.bg');
    expect(screen.queryByText('Невалиден имейл')).not.toBeInTheDocument();
  });

  it('sends what was typed before the page’s scripts took it over', async () => {
    registration = ok(null);
    const form = (
      <MemoryRouter initialEntries={['/consultation']}>
        <RegistrationForm target={{ kind: 'consultation' }} action="/consultation" />
      </MemoryRouter>
    );
    // The server's markup, typed into as a visitor does before the scripts have run.
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field('fullName').value = 'Мария Георгиева';
    field('email').value = 'maria@example.com';
    field('phone').value = '0899000111';
    field('agreedToPrivacyPolicy').checked = true;
    field('agreedToTermsOfService').checked = true;
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(screen.getByLabelText(/Име и фамилия/)).toHaveValue('Мария Георгиева');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Изпрати заявка' }));
    await waitFor(() =>
      expect(api.signUps()).toEqual([
        expect.objectContaining({ fullName: 'Мария Георгиева', email: 'maria@example.com', phone: '0899000111', agreedToTermsOfService: true }),
      ]),
    );
    container.remove();
  });
});

describe('SignUpDialog', () => {
  it('opens the modal with the form and closes it 2000 ms after a successful sign-up', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    registration = ok(null);
    renderForm(
      <SignUpDialog
        target={{ kind: 'course', courseId: 2, title: 'Бизнес планиране' }}
        href="/courses/biznes-planirane/sign-up"
        buttonLabel="Запиши се за курса"
        modalTitle="Записване за курса"
      />,
      '/courses/biznes-planirane',
    );
    // A link to the form's page, which a click with scripts running opens in the modal instead.
    const action = screen.getByRole('link', { name: 'Запиши се за курса' });
    expect(action).toHaveAttribute('href', '/courses/biznes-planirane/sign-up');
    await user.click(action);
    const dialog = screen.getByRole('dialog', { name: 'Записване за курса' });
    await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Запиши се' }));
    expect(await within(dialog).findByText('Записването за курс "Бизнес планиране" е успешно!')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
