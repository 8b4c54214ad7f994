// What each message says: built from the request and the site's data with the same formatting helpers as
// the pages (prices as the day's rules show them, dates in Bulgarian, the bank details as /iban shows them).
import { bankTransferFacts, paymentReasonFor } from '@site/shared/bank-transfer';
import { formatEventDates } from '@site/shared/event-dates';
import { leadKindLabels } from '@site/shared/lead-labels';
import type { LeadKind, SiteSettings } from '@site/shared';
import type { MailContent, MailFact, MailLink } from './mail-content';
import { formatEuro, priceNotice, priceText } from '@site/shared/money';
import { pathTo } from '@site/shared/site-paths';

export interface Person {
  fullName: string;
  email: string;
  phone: string;
}

export interface CourseInMail {
  title: string;
  price: number;
}

export interface EventInMail {
  title: string;
  eventDate: string;
  eventTime: string;
  location: string;
  price: number;
}

export interface MailSite {
  settings: SiteSettings;
  siteOrigin: string;
  /** When the message is written: prices are shown by that day's rules. */
  writtenAt: Date;
}

const greeting = (person: Person) => `Здравейте, ${person.fullName.trim()},`;
const link = (site: MailSite, path: string) => new URL(path, site.siteOrigin).href;

function closing({ settings }: MailSite): string[] {
  const contact = settings.supportEmail
    ? `Ако имате въпроси, отговорете на това писмо или ни пишете на ${settings.supportEmail}.`
    : 'Ако имате въпроси, отговорете на това писмо.';
  return [contact, 'Поздрави,'];
}

export function consultationReceived(site: MailSite, person: Person): MailContent {
  return {
    subject: 'Получихме заявката ви за безплатна консултация',
    greeting: greeting(person),
    paragraphs: [
      'Благодарим ви! Получихме заявката ви за безплатна консултация.',
      'Наш консултант ще се свърже с вас на посочения телефон или на този имейл, за да уговорите удобно време за разговор.',
      'Данните, които ни изпратихте:',
    ],
    facts: [
      { term: 'Име', value: person.fullName.trim() },
      { term: 'Имейл', value: person.email },
      { term: 'Телефон', value: person.phone },
    ],
    closing: closing(site),
  };
}

export function courseSignUpReceived(site: MailSite, person: Person, course: CourseInMail): MailContent {
  const bank = bankTransferFacts(site.settings);
  const payment: MailContent['sections'] = bank.length
    ? [
        {
          heading: 'Плащане по банков път',
          paragraphs: ['Можете да платите с банков превод в евро по следната сметка:'],
          facts: [
            { term: 'Сума за превод', value: formatEuro(course.price) },
            ...bank,
            { term: 'Основание за плащане', value: paymentReasonFor(person.fullName, course.title) },
          ],
        },
      ]
    : [];
  return {
    subject: `Записването ви за „${course.title}“ е получено`,
    greeting: greeting(person),
    paragraphs: [`Благодарим ви, че се записахте за „${course.title}“.`],
    facts: [
      { term: 'Курс', value: course.title },
      { term: 'Цена', value: priceText(course.price, site.writtenAt) },
    ],
    sections: [
      ...payment,
      {
        heading: 'Какво следва',
        paragraphs: [
          bank.length
            ? 'След като получим плащането, ще ви изпратим стъпките за достъп до курса до 3 работни дни.'
            : 'Ще се свържем с вас с данните за плащане. След като получим плащането, ще ви изпратим стъпките за достъп до курса до 3 работни дни.',
          ...[priceNotice(site.writtenAt)].filter((notice) => notice !== null),
        ],
      },
    ],
    action: bank.length ? undefined : { label: 'Плащане по банков път', url: link(site, '/iban') },
    closing: closing(site),
  };
}

export function eventSignUpReceived(site: MailSite, person: Person, event: EventInMail): MailContent {
  const facts: MailFact[] = [
    { term: 'Събитие', value: event.title },
    { term: 'Дати', value: formatEventDates(event.eventDate) },
  ];
  if (event.eventTime.trim()) facts.push({ term: 'Час', value: event.eventTime.trim() });
  if (event.location.trim()) facts.push({ term: 'Място', value: event.location.trim() });
  if (event.price > 0) facts.push({ term: 'Цена', value: priceText(event.price, site.writtenAt) });
  return {
    subject: `Записахте се за „${event.title}“`,
    greeting: greeting(person),
    paragraphs: [`Благодарим ви, че се записахте за събитието „${event.title}“. Очакваме ви!`],
    facts,
    sections: [{ heading: 'В календара ви', paragraphs: ['Събитието е в прикачения файл (.ics): отворете го, за да го добавите в календара си.'] }],
    closing: closing(site),
  };
}

export function coursePaid(site: MailSite, person: Person, course: CourseInMail): MailContent {
  return {
    subject: `Плащането за „${course.title}“ е получено`,
    greeting: greeting(person),
    paragraphs: [`Получихме плащането ви за „${course.title}“. Благодарим ви!`, 'Стъпките за достъп до курса ще ви изпратим до 3 работни дни.'],
    closing: closing(site),
  };
}

export interface NewRequest {
  clientId: number;
  kind: LeadKind;
  person: Person;
  /** The course's or the event's title, when the request names one. */
  subject: string | null;
}

export function staffNewRequest(site: MailSite, request: NewRequest): MailContent {
  const { person } = request;
  const facts: MailFact[] = [
    { term: 'Вид', value: leadKindLabels[request.kind] },
    { term: 'Име', value: person.fullName.trim() },
    { term: 'Имейл', value: person.email },
    { term: 'Телефон', value: person.phone },
  ];
  if (request.subject) facts.push({ term: request.kind === 'event' ? 'Събитие' : 'Курс', value: request.subject });
  const card: MailLink = { label: 'Отвори картата на клиента', url: link(site, pathTo('clientCard', { id: String(request.clientId) })) };
  return {
    // No name in the subject: an erasure empties the body, and a subject is what mail lists show everywhere.
    subject: `Нова заявка: ${leadKindLabels[request.kind]}`,
    greeting: 'Здравейте,',
    paragraphs: ['На сайта има нова заявка:'],
    facts,
    action: card,
    closing: ['Картата на клиента се отваря с токена за клиентски данни.'],
  };
}
