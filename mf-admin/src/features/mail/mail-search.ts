// What the address of «Писма» says: the status shown (?status=) and the message open (?message=). Anything
// else in it is ignored, so an old or mistyped link still opens the list.
import { MAIL_STATUSES, type MailStatus } from '@site/shared/contracts/outbox';

/** The console's «Писма» (a section of /admin/{section}). */
export const MAIL_PATH = '/admin/mail';

export interface MailView {
  status: MailStatus | null;
  message: number | null;
}

const isStatus = (value: string | null): value is MailStatus => MAIL_STATUSES.some((status) => status === value);

export function mailViewFromSearch(search: URLSearchParams): MailView {
  const status = search.get('status');
  const message = search.get('message') ?? '';
  return {
    status: isStatus(status) ? status : null,
    message: /^[1-9]\d{0,9}$/.test(message) && Number(message) <= 2_147_483_647 ? Number(message) : null,
  };
}

/** The address's query for a view: '?status=failed&message=12', or '' for every message with none open. */
export function searchOfMailView({ status, message }: MailView): string {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (message !== null) search.set('message', String(message));
  const text = search.toString();
  return text ? `?${text}` : '';
}
