// The staff console's sections: each has its own address under /admin/.
import { queryKeys } from '@site/shared/data';
export const consoleSections = [
  { segment: 'articles', label: 'Статии', title: 'Управление на статии' },
  { segment: 'courses', label: 'Курсове', title: 'Управление на курсове' },
  { segment: 'events', label: 'Събития', title: 'Управление на събития' },
  { segment: 'lectors', label: 'Лектори', title: 'Управление на лектори' },
  { segment: 'categories', label: 'Категории', title: 'Управление на категории' },
  { segment: 'promotions', label: 'Промоции', title: 'Промоции на началната страница' },
  { segment: 'pictures', label: 'Снимки', title: 'Библиотека със снимки' },
  { segment: 'mail', label: 'Писма', title: 'Писма от сайта' },
  { segment: 'releases', label: 'Версии', title: 'Версии на частите на сайта' },
] as const;

export type ConsoleSegment = (typeof consoleSections)[number]['segment'];

/** The reads made with a session's token: forgotten on sign-out, read afresh by a new session. */
export const staffReadKeys = [
  queryKeys.articles.staffList(),
  queryKeys.lectors.every(),
  queryKeys.promotions.every(),
  queryKeys.pictures.all,
  queryKeys.outbox.all,
  queryKeys.releases.all,
];

export const sectionOf = (segment: string | undefined) => consoleSections.find((section) => section.segment === segment) ?? null;
