// The messages the site sends, as a real SMTP server receives them (in this process, parsed with
// mailparser), on PGlite and on PostgreSQL.
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { Lead, PersonalData } from '@site/shared';
import type { OutboxMessage, OutboxMessageDetail } from '@site/shared/contracts/outbox';
import { formatEventDates } from '@site/shared/event-dates';
import { courseBody, eventBody, signUpBody } from '../test/fixtures';
import { mailSettingsFor, startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { adminHeaders, call, CLIENTS_TOKEN, createTestContext, signUp, type TestContext } from '../test/test-app';
import { outboxMessages } from '../db/schema';

let smtp: TestSmtpServer;
let t: TestContext;
let logLines: string[];
let admin: Record<string, string>;
let courseId: number;
let eventId: number;
const staff = { authorization: `Bearer ${CLIENTS_TOKEN}` };

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  logLines = [];
  t = await createTestContext({
    logLevel: 'info',
    logStream: { write: (line: string) => logLines.push(line) },
    mail: mailSettingsFor(smtp, { replyTo: 'support@example.bg', staffEmails: ['ekip@example.bg', 'prodazhbi@example.bg'] }),
  });
  admin = await adminHeaders(t.app);
  courseId = (await t.repos.courses.create(courseBody({ slug: 'biznes-planirane', title: 'Бизнес планиране', price: 510.78 }))).id;
  eventId = (
    await t.repos.events.create(
      eventBody({
        slug: 'predpriemachi',
        title: 'Среща на предприемачите',
        eventDate: '2099-03-14',
        eventTime: '10:00 – 17:00',
        location: 'София, зала 1',
        price: 49.9,
      }),
    )
  ).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (address: string, count = 1) => smtp.mailsTo(address, count);

/** The latest message to `address`, once one has arrived. */
const mailTo = async (address: string) => (await mailsTo(address)).at(-1)!;

/** The staff alert about the person with this e-mail. */
async function alertAbout(email: string): Promise<ParsedMail> {
  for (let waited = 0; ; waited += 50) {
    const alert = smtp.received.find((mail) => mail.to.includes('ekip@example.bg') && mail.parsed.text?.includes(`Имейл: ${email}`));
    if (alert) return alert.parsed;
    if (waited > 20_000) throw new Error(`no staff alert about ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The message's stored detail once the worker has recorded how its attempt ended: the SMTP server has a
 * message before the worker hears the server's answer and writes it down.
 */
async function recordedDetail(id: number | undefined): Promise<OutboxMessageDetail> {
  for (let waited = 0; ; waited += 20) {
    const detail = (await call<OutboxMessageDetail>(t.app, { method: 'GET', url: `/api/outbox/${id}`, headers: admin })).body.data;
    if (detail.status !== 'queued' || waited > 20_000) return detail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The To addresses, lower-cased (the mailer writes the domain in lower case). */
const addresses = (mail: ParsedMail) => [mail.to].flat().flatMap((to) => to?.value.map((entry) => entry.address?.toLowerCase()) ?? []);
/** A header as it was sent (mailparser turns List-* headers into objects). */
const header = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((entry) => entry.key === name)?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
};

describe('the confirmation of a free consultation', () => {
  it('goes to the visitor by name, as text and HTML, from the company with a fixed Message-ID, and tells staff', async () => {
    expect((await signUp(t.app, signUpBody({ fullName: 'Мария Иванова', email: 'Maria@Example.bg', phone: '0888 123 456' }))).status).toBe(201);
    const visitor = await mailTo('maria@example.bg');
    const alert = await alertAbout('Maria@Example.bg');
    expect(visitor?.subject).toBe('Получихме заявката ви за безплатна консултация');
    expect(visitor?.from?.value).toEqual([{ address: 'no-reply@biznes-akademia.bg', name: 'Бизнес Академия АД' }]);
    expect(visitor?.replyTo?.value).toEqual([{ address: 'support@example.bg', name: '' }]);
    expect(visitor?.text).toContain('Здравейте, Мария Иванова,');
    expect(visitor?.text).toContain('Наш консултант ще се свърже с вас');
    expect(visitor?.text).toContain('Телефон: 0888 123 456');
    expect(visitor?.html).toContain('Здравейте, Мария Иванова,');
    expect(visitor?.html).toContain('lang="bg"');
    // No marketing consent: no withdrawal link.
    expect(header(visitor!, 'list-unsubscribe')).toBeUndefined();
    expect(visitor?.text).not.toContain('Отписване');

    const stored = (await call<OutboxMessage[]>(t.app, { method: 'GET', url: '/api/outbox', headers: admin })).body.data;
    const detail = await recordedDetail(stored.find((message) => message.to === 'Maria@Example.bg')?.id);
    expect(visitor?.messageId).toBe(detail.messageId);
    expect(detail).toMatchObject({ kind: 'consultation', status: 'sent', attempts: 1, lastError: null });
    expect(detail.text).toBe(visitor?.text);

    expect(addresses(alert!)).toEqual(['ekip@example.bg', 'prodazhbi@example.bg']);
    expect(alert?.subject).toBe('Нова заявка: Безплатна консултация');
    expect(alert?.text).toContain('Вид: Безплатна консултация');
    expect(alert?.text).toContain('Имейл: Maria@Example.bg');
    expect(alert?.text).toContain('Телефон: 0888 123 456');
    const clientId = (await t.repos.clients.findByEmail('maria@example.bg'))?.id;
    expect(alert?.text).toContain(`https://biznes-akademia.bg/clients/${clientId}`);
    expect(alert?.replyTo).toBeUndefined();
  });
});

describe('the confirmation of a course sign-up', () => {
  it('names the course and its price in euro, the amount to transfer, gives the bank details as /iban does with the payment reason filled in, and the one-click withdrawal', async () => {
    const body = signUpBody({
      fullName: 'Иван Петров Иванов',
      email: 'ivan@example.bg',
      courseIds: [courseId],
      registrationSource: 'Бизнес планиране',
      agreedToMarketingPolicy: true,
    });
    expect((await signUp(t.app, body)).status).toBe(201);
    const visitor = await mailTo('ivan@example.bg');
    expect(visitor.subject).toBe('Записването ви за „Бизнес планиране“ е получено');
    expect(visitor.text).toContain('Курс: Бизнес планиране');
    expect(visitor.text).toContain('Цена: 510,78\u00a0€');
    expect(visitor.text).toContain('Сума за превод: 510,78\u00a0€');
    expect(visitor.text).toContain('Можете да платите с банков превод в евро');
    expect(visitor.text).not.toMatch(/лв|лева/);
    expect(visitor.text).toContain('Титуляр на сметката: Бизнес Академия АД');
    expect(visitor.text).toContain('Банка: Примерна банка');
    expect(visitor.text).toContain('IBAN: BG80 BNBG 9661 1020 3456 78');
    expect(visitor.text).toContain('BIC: BNBGBGSD');
    expect(visitor.text).toContain('Основание за плащане: Иван Петров Иванов – Бизнес планиране');
    expect(visitor.text).toContain('до 3 работни дни');
    expect(visitor.html).toContain('BG80 BNBG 9661 1020 3456 78');

    const link = /^<(https:\/\/biznes-akademia\.bg\/unsubscribe\/[^>]+)>$/.exec(String(header(visitor, 'list-unsubscribe')))?.[1];
    expect(link).toBeDefined();
    expect(header(visitor, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(visitor.text).toContain(`Отписване от търговски съобщения: ${link}`);
    expect(visitor.html).toContain(`href="${link}"`);

    const alert = await alertAbout('ivan@example.bg');
    expect(alert.text).toContain('Вид: Курс');
    expect(alert.text).toContain('Курс: Бизнес планиране');
    expect(header(alert, 'list-unsubscribe')).toBeUndefined();

    // The link withdraws the consent with one POST, as a mail program sends it, and is logged once.
    const clientId = (await t.repos.clients.findByEmail('ivan@example.bg'))!.id;
    const path = new URL(link!).pathname;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const oneClick = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
    }
    const consents = (await call<PersonalData>(t.app, { method: 'GET', url: `/api/clients/${clientId}/personal-data`, headers: staff })).body.data.consents;
    expect(consents.filter((entry) => entry.purpose === 'marketing').map((entry) => [entry.action, entry.source])).toEqual([
      ['given', 'form'],
      ['withdrawn', 'link'],
    ]);
  });

  it('without an IBAN set, says the payment details will follow and links /iban', async () => {
    const other = await t.buildSibling({
      siteSettings: { ...t.config.siteSettings, iban: null, bic: null, bankName: null },
      mail: { ...t.config.mail, smtpUrl: null },
    });
    expect((await signUp(other, signUpBody({ email: 'no-iban@example.bg', courseIds: [courseId], registrationSource: 'Бизнес планиране' }))).status).toBe(201);
    const messages = (await call<OutboxMessage[]>(t.app, { method: 'GET', url: '/api/outbox?status=queued', headers: admin })).body.data;
    const mine = messages.find((message) => message.to === 'no-iban@example.bg');
    expect(mine?.kind).toBe('course-sign-up');
    const detail = (await call<OutboxMessageDetail>(t.app, { method: 'GET', url: `/api/outbox/${mine?.id}`, headers: admin })).body.data;
    expect(detail.text).not.toContain('IBAN');
    expect(detail.text).toContain('Ще се свържем с вас с данните за плащане.');
    expect(detail.text).toContain('Плащане по банков път: https://biznes-akademia.bg/iban');
  });
});

describe('the confirmation of an event sign-up', () => {
  it('gives the event, its two days in Bulgarian, place and time, and a calendar entry (.ics) on its first day in Sofia', async () => {
    const body = { ...signUpBody({ fullName: 'Петя Димова', email: 'petya@example.bg', registrationSource: 'Среща на предприемачите' }), eventId };
    expect((await signUp(t.app, body)).status).toBe(201);
    const visitor = await mailTo('petya@example.bg');
    expect(visitor.subject).toBe('Записахте се за „Среща на предприемачите“');
    expect(visitor.text).toContain(`Дати: ${formatEventDates('2099-03-14')}`);
    expect(visitor.text).toContain('Дати: 14 и 15 март 2099 г.');
    expect(visitor.text).toContain('Час: 10:00 – 17:00');
    expect(visitor.text).toContain('Място: София, зала 1');
    expect(visitor.text).toContain('Цена: 49,90\u00a0€');
    expect(visitor.text).not.toMatch(/лв|лева/);
    const [calendar] = visitor.attachments;
    expect(calendar?.contentType).toBe('text/calendar');
    expect(calendar?.filename).toBe('sabitie.ics');
    const ics = calendar!.content.toString('utf8');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('SUMMARY:Среща на предприемачите');
    expect(ics).toContain('RRULE:FREQ=DAILY;COUNT=2');
    // 10:00 in Sofia on 14 March (winter time, UTC+2) is 08:00 UTC.
    expect(ics).toMatch(/DTSTART:20990314T080000Z/);
    expect(ics).toMatch(/DTEND:20990314T150000Z/);
  });
});

describe('the payment confirmation', () => {
  it('goes to the visitor when staff set a course request to «Платено», once', async () => {
    expect(
      (await signUp(t.app, signUpBody({ fullName: 'Калин Колев', email: 'kalin@example.bg', courseIds: [courseId], registrationSource: 'Бизнес планиране' })))
        .status,
    ).toBe(201);
    await mailTo('kalin@example.bg');
    const lead = (await t.repos.leads.ofClient((await t.repos.clients.findByEmail('kalin@example.bg'))!.id))[0]!;
    const setStatus = (status: string) => call<Lead>(t.app, { method: 'PATCH', url: `/api/leads/${lead.id}/status`, headers: staff, payload: { status } });
    expect((await setStatus('contacted')).status).toBe(200);
    const paid = await setStatus('paid');
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe('paid');
    expect((await setStatus('paid')).status).toBe(200);
    const mail = (await mailsTo('kalin@example.bg', 2))[1];
    expect(addresses(mail!)).toEqual(['kalin@example.bg']);
    expect(mail?.subject).toBe('Плащането за „Бизнес планиране“ е получено');
    expect(mail?.text).toContain('Стъпките за достъп до курса ще ви изпратим до 3 работни дни.');
    // Setting it to paid again changes nothing and writes no second message.
    const paidMessages = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.clientId, lead.clientId), eq(outboxMessages.kind, 'course-paid')));
    expect(paidMessages).toHaveLength(1);
  });
});

describe('delivery', () => {
  it('keeps messages while the SMTP server refuses, and delivers each once when it is back', async () => {
    smtp.setMode('refuse');
    const emails = ['wait-1@example.bg', 'wait-2@example.bg', 'wait-3@example.bg'];
    for (const email of emails) expect((await signUp(t.app, signUpBody({ email }))).status).toBe(201);
    const refusedAt = smtp.connections();
    while (smtp.connections() < refusedAt + 3) await new Promise((resolve) => setTimeout(resolve, 50));
    const queued = (await call<OutboxMessage[]>(t.app, { method: 'GET', url: '/api/outbox?status=queued', headers: admin })).body.data;
    const waiting = queued.filter((message) => emails.includes(message.to));
    expect(waiting).toHaveLength(3);
    expect(waiting.some((message) => message.attempts >= 1 && message.lastError?.startsWith('421'))).toBe(true);
    smtp.setMode('accept');
    for (const email of emails) await mailTo(email);
    // A few more retry rounds (200 ms apart): nothing is delivered twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
  });

  it('never holds a sign-up for an SMTP server that does not answer', async () => {
    smtp.setMode('silent');
    const connections = smtp.connections();
    expect((await signUp(t.app, signUpBody({ email: 'silent@example.bg' }))).status).toBe(201);
    // The 201 came while the worker's connection still waits for the server's greeting.
    while (smtp.connections() === connections) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(smtp.received.some((mail) => mail.to.includes('silent@example.bg'))).toBe(false);
    smtp.setMode('accept');
  });

  it('marks a message the server refuses for good (550) as failed at once, and staff can send it again', async () => {
    smtp.rejectRecipient('bounce@example.bg');
    expect((await signUp(t.app, signUpBody({ email: 'bounce@example.bg' }))).status).toBe(201);
    let failed: OutboxMessage | undefined;
    while (!failed) {
      failed = (await call<OutboxMessage[]>(t.app, { method: 'GET', url: '/api/outbox?status=failed', headers: admin })).body.data.find(
        (message) => message.to === 'bounce@example.bg',
      );
      if (!failed) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/^550/);
    smtp.acceptRecipient('bounce@example.bg');
    expect(await call(t.app, { method: 'POST', url: `/api/outbox/${failed.id}/retry`, headers: admin })).toEqual({
      status: 200,
      body: { success: true, data: null, message: 'Писмото е пуснато за изпращане отново.' },
    });
    const mail = await mailTo('bounce@example.bg');
    expect(addresses(mail)).toEqual(['bounce@example.bg']);
    expect(await recordedDetail(failed.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});

describe('GET /api/outbox and retry', () => {
  it('are for the staff whose role has the mail view: the owner and sales', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/outbox' },
      { method: 'GET' as const, url: '/api/outbox/987654' },
      { method: 'POST' as const, url: '/api/outbox/987654/retry' },
    ]) {
      expect((await call(t.app, request)).status).toBe(401);
      expect((await call(t.app, { ...request, headers: staff })).status).not.toBe(401);
    }
    expect((await call(t.app, { method: 'GET', url: '/api/outbox', headers: staff })).status).toBe(200);
  });

  it('lists newest first with to, subject, kind, status, attempts, lastError, createdAt, sentAt; filters by status', async () => {
    const all = (await call<OutboxMessage[]>(t.app, { method: 'GET', url: '/api/outbox', headers: admin })).body.data;
    expect(all.length).toBeGreaterThan(4);
    const times = all.map((message) => message.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const sent = all.find((message) => message.status === 'sent')!;
    expect(Object.keys(sent).sort()).toEqual(['attempts', 'createdAt', 'id', 'kind', 'lastError', 'sentAt', 'status', 'subject', 'to']);
    expect(sent.sentAt).not.toBeNull();
    const onlySent = (await call<OutboxMessage[]>(t.app, { method: 'GET', url: '/api/outbox?status=sent', headers: admin })).body.data;
    expect(onlySent.every((message) => message.status === 'sent')).toBe(true);
    expect((await call(t.app, { method: 'GET', url: '/api/outbox?status=lost', headers: admin })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/outbox/999999', headers: admin })).body).toEqual({
      success: false,
      data: null,
      message: 'Писмото не е намерено',
    });
    expect((await call(t.app, { method: 'POST', url: `/api/outbox/${sent.id}/retry`, headers: admin })).status).toBe(409);
  });
});

describe('erasing a client', () => {
  it('empties the addresses and bodies of their messages, and keeps the rows for the counts', async () => {
    expect((await signUp(t.app, signUpBody({ fullName: 'Изтрит Човек', email: 'erase-me@example.bg' }))).status).toBe(201);
    await mailTo('erase-me@example.bg');
    await alertAbout('erase-me@example.bg');
    const clientId = (await t.repos.clients.findByEmail('erase-me@example.bg'))!.id;
    for (const message of await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.clientId, clientId))) await recordedDetail(message.id);
    expect((await call(t.app, { method: 'POST', url: `/api/clients/${clientId}/erase`, headers: staff })).status).toBe(200);
    const rows = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.clientId, clientId));
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['consultation', 'sent'],
      ['staff-new-request', 'sent'],
    ]);
    for (const row of rows)
      expect([row.toAddress, row.textBody, row.htmlBody, row.lastError, row.attachments, row.headers]).toEqual(['', '', '', null, [], {}]);
    const listed = (await call<OutboxMessage[]>(t.app, { method: 'GET', url: '/api/outbox', headers: admin })).body.data;
    expect(JSON.stringify(listed)).not.toContain('erase-me@example.bg');
  });
});

describe('the log', () => {
  it('never holds an e-mail address, a name or a message body', async () => {
    const text = logLines.join('\n');
    expect(text).toContain('mail sent');
    expect(text).not.toMatch(/@example\.bg/i);
    for (const name of ['Мария Иванова', 'Иван Петров', 'Петя Димова', 'Калин Колев']) expect(text).not.toContain(name);
    expect(text).not.toContain('Здравейте');
  });
});
