// Entities for component tests, shaped like the seed content the API serves.
import type { Course, EventItem, Lector } from '@site/shared';

export function makeLector(overrides: Partial<Lector> = {}): Lector {
  return {
    id: 1,
    fullName: 'Николай Стоянов',
    image: null,
    picture: null,
    isActive: true,
    order: 0,
    description:
      'Николай Стоянов е предприемач с над 30 години опит и основател на три успешни компании.\nОт десет години е ментор на млади предприемачи.',
    ...overrides,
  };
}

export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 1,
    slug: 'biznes-planirane',
    title: 'Бизнес планиране',
    shortDescription: 'Научете как да превърнете идеята си в ясен бизнес план.',
    longDescription: 'Първият абзац на описанието.\nВторият абзац на описанието.',
    image: null,
    picture: null,
    price: 490,
    moduleCount: 2,
    isActive: true,
    order: 1,
    mainSkills: ['Анализ на пазара'],
    suitableFor: ['Начинаещи предприемачи'],
    howItWorks: ['Записвате се и получавате достъп.'],
    modules: [
      { id: 11, title: 'От идеята до бизнес модела', description: 'Канвата на бизнес модела.' },
      { id: 12, title: 'Финансова прогноза', description: 'Приходи, разходи и паричен поток.' },
    ],
    lectors: [makeLector()],
    faq: [{ question: 'Трябва ли да имам фирма?', answer: 'Не.' }],
    exclusiveOffer: null,
    quote: null,
    quoteAuthor: null,
    realValue: null,
    hasGuarantee: false,
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<EventItem> = {}): EventItem {
  return {
    id: 1,
    slug: 'seminar-startirai-svoia-biznes',
    title: 'Семинар „Стартирай своя бизнес“',
    shortDescription: 'Двудневен безплатен семинар.',
    image: null,
    picture: null,
    eventDate: '2026-03-14',
    eventTime: '10:00 – 17:00',
    location: 'София, конферентен център „Сердика“',
    price: 0,
    modules: [{ id: 1, title: 'Как да проверим бизнес идеята' }],
    isRecommended: true,
    isActive: true,
    landingPageUrl: null,
    ...overrides,
  };
}
