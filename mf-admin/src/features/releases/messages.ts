// What the console's «Версии» says. The server's own messages (a promotion, a refusal) come from
// @site/shared/release-messages.
import type { Release, RemoteName } from '@site/shared/contracts/release';

export const releasesTexts = {
  heading: 'Версии',
  intro:
    'Всяка част на сайта се издава отделно от своя екип. Тук виждате коя версия на всяка част получават посетителите, пробната версия, ако има такава, и по-ранните версии, към които можете да се върнете.',
  remotes: { catalog: 'Каталог', articles: 'Статии', admin: 'Конзола', clients: 'Клиенти' } satisfies Record<RemoteName, string>,
  loadFailed: 'Грешка при зареждане на версиите',
  live: 'Текуща версия',
  canary: 'Пробна версия',
  history: 'По-ранни версии',
  noLive: (url: string) => `Няма качена версия: частта се зарежда от ${url}.`,
  noHistory: 'Няма по-ранни версии.',
  id: 'Версия',
  liveSince: 'Текуща от',
  canarySince: 'Пробна от',
  share: 'Дял на посетителите',
  shareValue: (share: number) => `${share}%`,
  createdAt: 'Качена на',
  commit: 'Сборка от commit',
  origin: 'Източник',
  failures: 'Неуспешни зареждания за 24 часа',
  unknown: 'няма данни',
  origins: {
    dist: 'папката dist при стартиране',
    upload: 'качена от екипа',
    url: 'на друг сървър',
  } satisfies Record<Release['origin'], string>,
  historyCaption: (remote: string) => `По-ранни версии на „${remote}“, най-новите първи`,
  rollback: 'Върни тази версия',
  confirmRollback: (remote: string, id: string) =>
    `Версия ${id} на „${remote}“ ще стане текущата за всички посетители, а пробната версия, ако има такава, спира. Продължавате ли?`,
  rollbackFailed: 'Версията не можа да стане текуща. Опитайте пак.',
} as const;
