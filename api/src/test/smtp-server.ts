// A real SMTP server in the test process (npm smtp-server), and every message it takes parsed with
// mailparser: tests read what a recipient would get. It can refuse for a while (421, as a server that is
// down or overloaded answers) or answer nothing at all.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { errorCode } from '../lib/error-code';
import type { MailConfig } from '../mail/mail-config';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /**
   * 'accept' takes messages; 'refuse' answers 421 to every connection; 'silent' accepts connections and answers
   * nothing until the mode changes, then 421 (as a stuck server that recovers), so no client waits out its timeout.
   */
  setMode(mode: 'accept' | 'refuse' | 'silent'): void;
  /** Answers 550 (no such mailbox: permanent) to RCPT TO of this address until accepted again. */
  rejectRecipient(address: string): void;
  acceptRecipient(address: string): void;
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The messages for `address` (an envelope recipient, any case), once there are `count` of them (rejects after 20 s). */
  mailsTo(address: string, count?: number): Promise<ParsedMail[]>;
  connections(): number;
  close(): Promise<void>;
}

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let mode: 'accept' | 'refuse' | 'silent' = 'accept';
  let connections = 0;
  const rejected = new Set<string>();
  const waiters: (() => void)[] = [];
  const unanswered: ((error?: Error) => void)[] = [];
  const tryLater = () => Object.assign(new Error('Try again later'), { responseCode: 421 });
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onConnect(_session: SMTPServerSession, callback: (error?: Error) => void) {
      connections += 1;
      if (mode === 'refuse') {
        callback(tryLater());
        return;
      }
      if (mode === 'silent') {
        unanswered.push(callback);
        return;
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address)) {
        callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            received.push({ to: session.envelope.rcptTo.map((address) => address.address), parsed, raw });
            for (const wake of waiters.splice(0)) wake();
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  // A client that goes away mid-session (a server process a test kills) resets its connection: a real server notes
  // it and goes on, where an 'error' nobody listens to would end the test process. Anything else is thrown as before.
  server.on('error', (error: Error) => {
    if (!['ECONNRESET', 'EPIPE'].includes(errorCode(error) ?? '')) throw error;
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://user:secret@127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    setMode(next) {
      mode = next;
      if (next !== 'silent') for (const answer of unanswered.splice(0)) answer(tryLater());
    },
    rejectRecipient: (address) => void rejected.add(address),
    acceptRecipient: (address) => void rejected.delete(address),
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 200));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    async mailsTo(address, count = 1) {
      const target = address.toLowerCase();
      const matching = () => received.filter((mail) => mail.to.some((to) => to.toLowerCase() === target));
      for (let waited = 0; matching().length < count; waited += 50) {
        if (waited > 20_000) throw new Error(`expected ${count} message(s) to ${address}, got ${matching().length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return matching().map((mail) => mail.parsed);
    },
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The product's mail settings pointed at `smtp`, retrying fast and polling often; a test overrides what it needs. */
export function mailSettingsFor(smtp: TestSmtpServer, overrides: Partial<MailConfig> = {}): MailConfig {
  return {
    smtpUrl: smtp.url,
    from: '"Бизнес Академия АД" <no-reply@biznes-akademia.bg>',
    replyTo: null,
    staffEmails: [],
    siteOrigin: 'https://biznes-akademia.bg',
    retry: { fastDelayMs: 200, fastPeriodMs: 60_000, slowDelayMs: 1_000, giveUpAfterMs: 120_000 },
    pollMs: 100,
    ...overrides,
  };
}
