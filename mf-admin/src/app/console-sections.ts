// The staff console's sections: each has its own address under /admin/ and needs one of the role's permissions
// («Профил» none: it is everyone's own account).
import { ROLE_PERMISSIONS, type StaffPermission, type StaffRole } from '@site/shared/contracts/staff';

export const consoleSections = [
  { segment: 'articles', label: 'Статии', title: 'Управление на статии', permission: 'content' },
  { segment: 'courses', label: 'Курсове', title: 'Управление на курсове', permission: 'content' },
  { segment: 'events', label: 'Събития', title: 'Управление на събития', permission: 'content' },
  { segment: 'lectors', label: 'Лектори', title: 'Управление на лектори', permission: 'content' },
  { segment: 'categories', label: 'Категории', title: 'Управление на категории', permission: 'content' },
  { segment: 'promotions', label: 'Промоции', title: 'Промоции на началната страница', permission: 'content' },
  { segment: 'pictures', label: 'Снимки', title: 'Библиотека със снимки', permission: 'content' },
  { segment: 'mail', label: 'Писма', title: 'Писма от сайта', permission: 'mail' },
  { segment: 'releases', label: 'Версии', title: 'Версии на частите на сайта', permission: 'releases' },
  { segment: 'team', label: 'Екип', title: 'Екип и достъп', permission: 'people' },
  { segment: 'audit', label: 'Дневник', title: 'Дневник на действията', permission: 'audit' },
  { segment: 'backups', label: 'Резервни копия', title: 'Резервни копия', permission: 'backups' },
  { segment: 'profile', label: 'Профил', title: 'Профил', permission: null },
] as const;

export type ConsoleSection = (typeof consoleSections)[number];
export type ConsoleSegment = ConsoleSection['segment'];

/** Whether the role may use the section (sales' client screens are the clients remote's); the server decides every request. */
export const roleMayOpen = (role: StaffRole, section: ConsoleSection) =>
  section.permission === null || (ROLE_PERMISSIONS[role] as readonly StaffPermission[]).includes(section.permission);

export const sectionOf = (segment: string | undefined) => consoleSections.find((section) => section.segment === segment) ?? null;
