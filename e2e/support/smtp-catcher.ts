// An SMTP server in the test process (npm smtp-server, as the API's tests use), taking every message and
// parsing it with mailparser: a test reads what the recipient would get.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  parsed: ParsedMail;
}

export interface SmtpCatcher {
  /** For the site's SMTP_URL. */
  url: string;
  received: CaughtMail[];
  /** Answers 550 (no such mailbox: a permanent failure) to RCPT TO of this address until accepted again. */
  rejectRecipient(address: string): void;
  acceptRecipient(address: string): void;
  /** The first message to `address` that `matches`, waiting for it up to `timeoutMs`. */
  waitFor(address: string, matches?: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const rejected = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address)) callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'e2e' });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), parsed });
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://e2e:secret@127.0.0.1:${port}`,
    received,
    rejectRecipient: (address) => void rejected.add(address),
    acceptRecipient: (address) => void rejected.delete(address),
    async waitFor(address, matches = () => true, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => mail.to.includes(address) && matches(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no message to ${address} in ${timeoutMs} ms (${received.length} received)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
