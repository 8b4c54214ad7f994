// One set of test data for every app's tests: each entity as the API sends it, with overrides.
// Not shipped: nothing outside tests imports it.
import type { Article, Category, Client, ConsentEntry, Course, EventItem, Lead, LeadPage, Lector, PersonalData } from '../entities';

/** Ids for entities made without one, unique across a test file. */
let nextId = 100;

export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 17,
    fullName: 'Мария Петрова',
    email: 'maria@example.bg',
    phone: '+359 88 123 4567',
    registrationSource: 'Бизнес планиране',
    courses: [{ courseId: 1, title: 'Бизнес планиране', registeredOn: '2025-08-05T09:30:00.000Z' }],
    registrations: [],
    createdAt: '2025-08-05T09:30:00.000Z',
    erasedAt: null,
    ...overrides,
  };
}

export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 101,
    clientId: 17,
    fullName: 'Мария Петрова',
    email: 'maria@example.bg',
    phone: '+359 88 123 4567',
    kind: 'course',
    requested: 'Бизнес планиране',
    courseId: 1,
    eventId: null,
    price: { amount: 250.53, currency: 'EUR' },
    consents: { privacy: true, terms: true, marketing: false, cookies: false },
    status: 'new',
    statusChanges: [],
    createdAt: '2025-08-05T09:30:00.000Z',
    erasedAt: null,
    ...overrides,
  };
}

export function makeLeadPage(items: Lead[], overrides: Partial<LeadPage> = {}): LeadPage {
  return { items, total: items.length, totalIsExact: true, nextCursor: null, ...overrides };
}

export function makeConsent(overrides: Partial<ConsentEntry> = {}): ConsentEntry {
  return {
    id: 1,
    purpose: 'privacy',
    action: 'given',
    policyVersion: '2025-06-01',
    policyHash: 'ab'.repeat(32),
    source: 'form',
    requestId: 101,
    createdAt: '2025-08-05T09:30:00.000Z',
    ...overrides,
  };
}

export function makePersonalData(overrides: Partial<PersonalData> = {}): PersonalData {
  return {
    exportedAt: '2025-09-01T08:00:00.000Z',
    client: makeClient({ courses: [] }),
    requests: [makeLead()],
    consents: [makeConsent()],
    staffAccesses: [],
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Категория ${id}`,
    slug: `kategoriia-${id}`,
    color: 'blue',
    isActive: true,
    order: id,
    articleCount: 1,
    ...overrides,
  };
}

export function makeArticle(overrides: Partial<Article> = {}): Article {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `statiia-${id}`,
    title: `Статия ${id}`,
    shortDescription: `Кратко описание на статия ${id}.`,
    content: `<p>Съдържание на статия ${id}.</p>`,
    featuredImage: null,
    picture: null,
    metaDescription: null,
    metaKeywords: null,
    isPublished: true,
    isFeatured: false,
    categoryId: null,
    category: null,
    tags: [],
    authorName: 'Мария Иванова',
    viewCount: 10,
    publishedAt: '2025-08-05T09:00:00.000Z',
    createdAt: '2025-08-01T09:00:00.000Z',
    updatedAt: '2025-08-05T09:00:00.000Z',
    ...overrides,
  };
}

/** An unpublished article as staff first see it in the console (fixed id and dates). */
export function makeDraftArticle(overrides: Partial<Article> = {}): Article {
  return makeArticle({
    id: 1,
    slug: 'kak-da-zapochnem-biznes',
    title: 'Как да започнем бизнес',
    shortDescription: 'Първите стъпки',
    content: '<p>Съдържание</p>',
    isPublished: false,
    authorName: null,
    viewCount: 0,
    publishedAt: null,
    createdAt: '2025-03-14T10:00:00Z',
    updatedAt: '2025-03-14T10:00:00Z',
    ...overrides,
  });
}

/** Two active categories, one with articles. */
export const sampleCategories: Category[] = [
  { id: 1, name: 'Финанси', slug: 'finansi', color: 'blue', isActive: true, order: 1, articleCount: 2 },
  { id: 2, name: 'Продажби', slug: 'prodazhbi', color: 'green', isActive: true, order: 2, articleCount: 0 },
];

/** An article's category fields for `category`. */
export function inCategory(category: Category): Pick<Article, 'categoryId' | 'category'> {
  return { categoryId: category.id, category: { id: category.id, name: category.name, color: category.color, slug: category.slug } };
}

// The catalog, shaped like the seed content the API serves.

export function makeLector(overrides: Partial<Lector> = {}): Lector {
  return {
    id: 1,
    fullName: 'Николай Стоянов',
    image: null,
    picture: null,
    isActive: true,
    order: 0,
    description: 'Николай Стоянов е предприемач с над 30 години опит и основател на три успешни компании.\nОт десет години е ментор на млади предприемачи.',
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
    price: 250.53,
    currency: 'EUR',
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
    currency: 'EUR',
    modules: [{ id: 1, title: 'Как да проверим бизнес идеята' }],
    isRecommended: true,
    isActive: true,
    landingPageUrl: null,
    ...overrides,
  };
}
