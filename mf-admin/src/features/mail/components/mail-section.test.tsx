// «Писма» as the shell mounts it (/admin/mail: the console's loader, header and section), over the shared
// fake of the network: each test answers GET /outbox, GET /outbox/:id and POST /outbox/:id/retry.
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMessage, OutboxMessageDetail } from '@site/shared/contracts/outbox';
import { fakeApi, ok, type FakeAnswer, type FakeRequest } from '@site/shared/testing/fake-api';
import { cellTexts } from '@site/shared/testing/cell-texts';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as consoleRoute from '../../../expose/admin-console-page';
import { useSessionStore } from '../../../lib/session-store';
import { consolePageTest, signedInPerson } from '../../../test/render';

const keep = consolePageTest();

const consultation: OutboxMessage = {
  id: 7,
  kind: 'consultation',
  to: 'maria@example.bg',
  subject: 'Получихме заявката ви за безплатна консултация',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-08-05T09:30:00.000Z',
  sentAt: '2026-08-05T09:30:02.000Z',
};
const staffAlert: OutboxMessage = {
  id: 6,
  kind: 'staff-new-request',
  to: 'ekip@example.bg',
  subject: 'Нова заявка: Безплатна консултация – Мария Петрова',
  status: 'failed',
  attempts: 3,
  lastError: '550 5.1.1 Mailbox unavailable',
  createdAt: '2026-01-20T16:05:00.000Z',
  sentAt: null,
};
const eventSignUp: OutboxMessage = {
  id: 5,
  kind: 'event-sign-up',
  to: 'ivan@example.bg',
  subject: 'Записахте се за „Ден на отворените врати“',
  status: 'queued',
  attempts: 0,
  lastError: null,
  createdAt: '2026-01-19T08:00:00.000Z',
  sentAt: null,
};
const erasedFailure: OutboxMessage = { ...staffAlert, id: 4, to: '', lastError: 'Клиентът е изтрит: писмото не е изпратено.' };

const html =
  '<!DOCTYPE html><html lang="bg"><body><p>Здравейте, Мария Петрова,</p><a href="https://example.bg/">Сайтът</a><script>parent.document.title = "hacked"</script></body></html>';
const detailOf = (message: OutboxMessage, extra: Partial<OutboxMessageDetail> = {}): OutboxMessageDetail => ({
  ...message,
  messageId: `<${message.id}@example.bg>`,
  text: 'Здравейте, Мария Петрова,\n\nБлагодарим ви! Получихме заявката ви за безплатна консултация.',
  html,
  attachments: [],
  ...extra,
});

const failure = (status: number, message: string): FakeAnswer => ({ status, body: { success: false, data: null, message } });

/** The server: the list (filtered by ?status=), one message by id, and a retry that queues a failed one. */
function fakeOutbox(
  messages: OutboxMessage[],
  details: Record<number, OutboxMessageDetail> = {},
  overrides: (config: FakeRequest) => FakeAnswer | undefined = () => undefined,
) {
  const api = fakeApi((config) => {
    const overridden = overrides(config);
    if (overridden) return overridden;
    if (config.method === 'get' && config.url === '/auth/me') return ok(signedInPerson());
    const status = (config.params as { status?: string } | undefined)?.status;
    if (config.method === 'get' && config.url === '/outbox') return ok(messages.filter((message) => !status || message.status === status));
    const detail = /^\/outbox\/(\d+)$/.exec(config.url ?? '');
    if (config.method === 'get' && detail) {
      const found = details[Number(detail[1])];
      // As the server keeps them: a retried message reads as queued in the list and on its own.
      return found ? ok({ ...found, ...messages.find((message) => message.id === found.id) }) : failure(404, 'Писмото не е намерено');
    }
    const retry = /^\/outbox\/(\d+)\/retry$/.exec(config.url ?? '');
    if (config.method === 'post' && retry) {
      const index = messages.findIndex((message) => message.id === Number(retry[1]));
      messages[index] = { ...messages[index]!, status: 'queued' };
      return ok(null, 'Писмото е пуснато за изпращане отново.');
    }
    throw new Error(`unexpected ${config.method} ${config.url}`);
  });
  return keep(api);
}

let api: ReturnType<typeof fakeApi> | undefined;

function renderMail(url = '/admin/mail') {
  const user = userEvent.setup({ delay: null });
  const view = renderRouteModule(consoleRoute, { path: '/admin/:section', initialEntries: [url] });
  const search = () => view.router.state.location.search;
  return { user, search, ...view };
}

const table = () => screen.findByRole('table', { name: 'Писма, най-новите първи' });
const rowOf = (subject: string) => {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryByRole('link', { name: subject }));
  if (!row) throw new Error(`no row for ${subject}`);
  return row;
};
const outboxReads = () => api!.requests.filter((request) => request.method === 'get' && request.url === '/outbox');

test('lists every message newest first with its date in Sofia, kind, recipient, subject, status, attempts and last error', async () => {
  api = fakeOutbox([consultation, staffAlert, eventSignUp]);
  renderMail();

  const [header, first, second, third] = within(await table()).getAllByRole('row');
  expect(cellTexts(header!, 'columnheader')).toEqual(['Дата', 'Вид', 'До', 'Тема', 'Състояние', 'Опити', 'Последна грешка']);
  // Summer time in August (UTC+3), winter time in January (UTC+2); the day keeps its 'г.' (a no-break space).
  expect(cellTexts(first!)).toEqual(['05.08.2026\u00a0г., 12:30', 'Потвърждение: консултация', 'maria@example.bg', 'Изпратено', '1', '—']);
  expect(within(first!).getByRole('rowheader')).toHaveTextContent('Получихме заявката ви за безплатна консултация');
  expect(cellTexts(second!)).toEqual([
    '20.01.2026\u00a0г., 18:05',
    'Нова заявка (до екипа)',
    'ekip@example.bg',
    'НеуспешноИзпрати отново',
    '3',
    '550 5.1.1 Mailbox unavailable',
  ]);
  expect(within(third!).getByText('Чака изпращане')).toBeInTheDocument();
  expect(within(third!).queryByRole('button')).not.toBeInTheDocument();

  expect(screen.getByRole('heading', { level: 1, name: 'Писма от сайта' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Раздели за управление' })).toContainElement(screen.getByRole('link', { name: 'Писма' }));
  expect(screen.getByRole('link', { name: 'Писма' })).toHaveAttribute('aria-current', 'page');
  expect(api.last()).toMatchObject({ method: 'get', url: '/outbox' });
  expect(api.last().params).toBeUndefined();
  expect(api.last().headers.Authorization).toBeUndefined();
  expect(document.title).toBe('Писма от сайта | Бизнес Академия');
});

test('filters by status through the address, and says when there is nothing of that status', async () => {
  api = fakeOutbox([consultation, eventSignUp]);
  const { user, search } = renderMail();
  await table();
  const filters = screen.getByRole('navigation', { name: 'Покажи писмата' });
  expect(
    within(filters)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Всички', 'Чака изпращане', 'Изпратено', 'Неуспешно']);
  expect(within(filters).getByRole('link', { name: 'Всички' })).toHaveAttribute('aria-current', 'true');

  await user.click(within(filters).getByRole('link', { name: 'Изпратено' }));
  await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
  expect(search()).toBe('?status=sent');
  expect(api.last()).toMatchObject({ url: '/outbox', params: { status: 'sent' } });
  expect(within(filters).getByRole('link', { name: 'Изпратено' })).toHaveAttribute('aria-current', 'true');
  expect(within(filters).getByRole('link', { name: 'Всички' })).not.toHaveAttribute('aria-current');

  await user.click(within(filters).getByRole('link', { name: 'Неуспешно' }));
  expect(await screen.findByText('Няма неуспешни писма.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(search()).toBe('?status=failed');
});

test('says so when the site has sent nothing yet', async () => {
  api = fakeOutbox([]);
  renderMail();
  expect(await screen.findByText('Все още няма писма. Тук ще се появи всяко писмо, което сайтът изпрати.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('opens a message as its recipient sees it: the HTML in a frame where nothing runs, the plain text, the attachments', async () => {
  const invitation = detailOf(eventSignUp, { attachments: [{ filename: 'sabitie.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] });
  api = fakeOutbox([consultation, eventSignUp], { 5: invitation });
  const { user, search } = renderMail();
  await table();

  await user.click(screen.getByRole('link', { name: 'Записахте се за „Ден на отворените врати“' }));
  const message = await screen.findByRole('region', { name: 'Записахте се за „Ден на отворените врати“' });
  expect(within(message).getByRole('heading', { level: 2 })).toHaveFocus();
  expect(search()).toBe('?message=5');
  expect(api.last()).toMatchObject({ method: 'get', url: '/outbox/5' });
  const facts = Object.fromEntries(
    within(message)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
  expect(facts).toEqual({
    До: 'ivan@example.bg',
    Вид: 'Потвърждение: записване за събитие',
    Състояние: 'Чака изпращане',
    Създадено: '19.01.2026 г., 10:00',
    Опити: '0',
    'Прикачени файлове': 'sabitie.ics',
  });

  const frame = within(message).getByTitle('Писмото „Записахте се за „Ден на отворените врати““, както го вижда получателят');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame).toHaveAttribute('srcdoc', html);
  expect(document.title).not.toBe('hacked');
  expect(within(message).getByRole('button', { name: 'Както го вижда получателят' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(within(message).getByRole('button', { name: 'Само текст' }));
  expect(within(message).getByRole('button', { name: 'Само текст' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(message).queryByTitle(/както го вижда получателят/)).not.toBeInTheDocument();
  // The text exactly as sent, its line breaks included.
  const asSent = getDefaultNormalizer({ trim: false, collapseWhitespace: false });
  expect(within(message).getByText(invitation.text, { normalizer: asSent })).toBeInTheDocument();

  await user.click(within(message).getByRole('link', { name: 'Затвори писмото' }));
  await waitFor(() => expect(message).not.toBeInTheDocument());
  expect(search()).toBe('');
  expect(screen.getByRole('link', { name: 'Записахте се за „Ден на отворените врати“' })).toHaveFocus();
});

test('an address naming a message opens it at once, keeping the filter', async () => {
  api = fakeOutbox([consultation], { 7: detailOf(consultation) });
  renderMail('/admin/mail?status=sent&message=7');
  const message = await screen.findByRole('region', { name: 'Получихме заявката ви за безплатна консултация' });
  expect(within(message).getByText('Изпратено на')).toBeInTheDocument();
  expect(within(message).getByText('Няма')).toBeInTheDocument();
  expect(within(message).getByRole('link', { name: 'Затвори писмото' })).toHaveAttribute('href', '/admin/mail?status=sent');
  expect(screen.getByRole('link', { name: 'Получихме заявката ви за безплатна консултация' })).toHaveAttribute('aria-current', 'true');
});

test('a message that is not there says so', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = fakeOutbox([consultation]);
  renderMail('/admin/mail?message=99');
  expect(await screen.findByText('Писмото не е намерено')).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('heading', { level: 2, name: 'Грешка при зареждане на писмото' })).toHaveFocus();
});

test('sends a failed message again: the list is read again and shows it waiting, and the status region says so', async () => {
  api = fakeOutbox([consultation, staffAlert]);
  const { user } = renderMail();
  await table();
  const readsBefore = outboxReads().length;

  const retry = within(rowOf(staffAlert.subject)).getByRole('button', { name: 'Изпрати отново' });
  expect(retry).toHaveAccessibleDescription(staffAlert.subject);
  await user.click(retry);

  const status = await screen.findByRole('status');
  await waitFor(() => expect(status).toHaveTextContent('Писмото е пуснато за изпращане отново.'));
  expect(status).toHaveFocus();
  expect(api.requests.find((request) => request.method === 'post')).toMatchObject({ url: '/outbox/6/retry' });
  expect(outboxReads().length).toBeGreaterThan(readsBefore);
  expect(within(rowOf(staffAlert.subject)).getByText('Чака изпращане')).toBeInTheDocument();
  expect(within(rowOf(staffAlert.subject)).queryByRole('button', { name: 'Изпрати отново' })).not.toBeInTheDocument();
});

test('sends a failed message again from the open message too', async () => {
  api = fakeOutbox([staffAlert], { 6: detailOf(staffAlert) });
  const { user } = renderMail('/admin/mail?message=6');
  const message = await screen.findByRole('region', { name: staffAlert.subject });
  expect(within(message).getByText('550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
  await user.click(within(message).getByRole('button', { name: 'Изпрати отново' }));
  expect(await screen.findByText('Писмото е пуснато за изпращане отново.')).toBeInTheDocument();
  await waitFor(() => expect(within(message).getByText('Чака изпращане')).toBeInTheDocument());
});

test('shows the server’s reason when a message cannot be sent again', async () => {
  api = fakeOutbox([staffAlert], {}, (config) =>
    config.method === 'post' ? failure(409, 'Само неизпратено (неуспешно) писмо може да бъде изпратено отново.') : undefined,
  );
  const { user } = renderMail();
  await table();
  await user.click(within(rowOf(staffAlert.subject)).getByRole('button', { name: 'Изпрати отново' }));
  expect(await screen.findByText('Само неизпратено (неуспешно) писмо може да бъде изпратено отново.')).toHaveAttribute('role', 'alert');
});

test('an erased client’s message shows no address, no retry and no content', async () => {
  api = fakeOutbox([erasedFailure], { 4: detailOf(erasedFailure, { text: '', html: '' }) });
  renderMail('/admin/mail?message=4');
  const message = await screen.findByRole('region', { name: erasedFailure.subject });
  expect(within(rowOf(erasedFailure.subject)).getByText('Изтрит клиент')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Изпрати отново' })).not.toBeInTheDocument();
  expect(within(message).getByText('Съдържанието е изтрито заедно с данните на клиента.')).toBeInTheDocument();
  expect(within(message).queryByTitle(/както го вижда получателят/)).not.toBeInTheDocument();
});

test('says when the list cannot be read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = fakeOutbox([], {}, (config) => (config.url === '/outbox' ? failure(500, 'Вътрешна грешка') : undefined));
  renderMail();
  expect(await screen.findByText('Грешка при зареждане на писмата')).toHaveAttribute('role', 'alert');
});

test('a session the server refuses sends staff back to the password gate', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = fakeOutbox([], {}, (config) => (config.url === '/outbox' ? failure(401, 'Невалиден или изтекъл токен') : undefined));
  renderMail();
  expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
  expect(screen.getByText('Сесията изтече или достъпът е отказан. Моля, въведете паролата отново.')).toBeInTheDocument();
  expect(useSessionStore.getState().signedIn).toBe(false);
});

test('without a session nothing is read: the gate is shown', async () => {
  useSessionStore.getState().reset();
  api = fakeOutbox([consultation]);
  renderMail();
  expect(await screen.findByLabelText('Парола')).toBeInTheDocument();
  expect(api.requests).toHaveLength(0);
});
