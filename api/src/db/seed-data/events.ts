// Seed events. Each event lasts two days starting `daysFromNow` days after seeding.
// Prices are in BGN (лв); 0 means a free event.
import type { SeedEvent } from './types';

export const seedEvents: SeedEvent[] = [
  {
    slug: 'seminar-startirai-svoia-biznes',
    title: 'Семинар „Стартирай своя бизнес“',
    shortDescription:
      'Двудневен безплатен семинар за всички, които мечтаят за собствен бизнес: от проверката на идеята до първите клиенти.',
    image: null,
    daysFromNow: 20,
    eventTime: '10:00 – 17:00',
    location: 'София, конферентен център „Сердика“, зала 2',
    price: 0,
    modules: [
      'Как да проверим бизнес идеята, преди да вложим пари',
      'Бизнес моделът на една страница',
      'Първите клиенти без рекламен бюджет',
      'Финансите на новия бизнес',
      'Въпроси и отговори с предприемачи',
    ],
    isRecommended: true,
    isActive: true,
    landingPageUrl: null,
  },
  {
    slug: 'uorkshop-prodazhbi-bez-suprotiva',
    title: 'Уъркшоп „Продажби без съпротива“',
    shortDescription:
      'Два дни интензивна практика с Георги Петров: продажбени разговори, работа с възражения и преговори за цена.',
    image: null,
    daysFromNow: 45,
    eventTime: '09:30 – 16:30',
    location: 'Пловдив, бизнес център „Марица“',
    price: 149,
    modules: [
      'Подготовка за разговора и правилните въпроси',
      'Представяне на стойността вместо на цената',
      'Отговори на „скъпо е“ и „ще помисля“',
      'Ролеви игри с обратна връзка',
    ],
    isRecommended: true,
    isActive: true,
    landingPageUrl: 'https://example.com/prodazhbi-bez-suprotiva',
  },
  {
    slug: 'finansov-uikend-za-predpriemachi',
    title: 'Финансов уикенд за предприемачи',
    shortDescription:
      'Уикенд, в който ще подредите финансите на бизнеса си: паричен поток, цени, бюджет и подготовка за кредит.',
    image: null,
    daysFromNow: 80,
    eventTime: '10:00 – 16:00',
    location: 'Варна, конферентна зала „Приморски“',
    price: 99,
    modules: [
      'Паричният поток на една страница',
      'Как да изчислим себестойност и цена',
      'Месечен бюджет за малкия бизнес',
      'Какво гледа банката, когато искаме кредит',
    ],
    isRecommended: false,
    isActive: true,
    landingPageUrl: null,
  },
  {
    slug: 'forum-ekipi-koito-rastat',
    title: 'Лидерски форум „Екипи, които растат“',
    shortDescription:
      'Форум за собственици и мениджъри на малки екипи: делегиране, обратна връзка и задържане на добрите служители.',
    image: null,
    daysFromNow: -30,
    eventTime: '10:00 – 17:00',
    location: 'Бургас, културен център „Морско казино“',
    price: 120,
    modules: [
      'От специалист до ръководител',
      'Делегиране, което работи',
      'Трудните разговори в екипа',
      'Защо добрите хора напускат',
    ],
    isRecommended: false,
    isActive: true,
    landingPageUrl: null,
  },
];
