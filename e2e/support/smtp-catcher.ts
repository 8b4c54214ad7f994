// The API tests' SMTP server (npm smtp-server in the test process, each message parsed with mailparser),
// with the wait an end-to-end test needs: the first message to an address, as its recipient would get it.
import { startTestSmtpServer, type ReceivedMail } from '../../api/src/test/smtp-server';

export type CaughtMail = ReceivedMail;

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
  const server = await startTestSmtpServer();
  const { received } = server;
  return {
    url: server.url,
    received,
    rejectRecipient: server.rejectRecipient,
    acceptRecipient: server.acceptRecipient,
    async waitFor(address, matches = () => true, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => mail.to.includes(address) && matches(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no message to ${address} in ${timeoutMs} ms (${received.length} received)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => server.close(),
  };
}
