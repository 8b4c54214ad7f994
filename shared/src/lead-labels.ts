// The Bulgarian names of a request's kind and status: the inbox, the client's card and the CSV export show these.
import type { LeadKind, LeadStatus } from '@site/shared';

export const leadKindLabels: Record<LeadKind, string> = {
  consultation: 'Безплатна консултация',
  course: 'Курс',
  vip: 'ВИП пакет',
  event: 'Събитие',
};

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'Нова',
  contacted: 'Свързахме се',
  paid: 'Платено',
  closed: 'Приключена',
};
