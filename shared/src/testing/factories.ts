// One set of test data for every app's tests: each entity as the API sends it, with overrides.
// Not shipped: nothing outside tests imports it.
import type { Article, Category, Client, ConsentEntry, Lead, LeadPage, PersonalData } from '../entities';

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

/** An article's category fields for `category`. */
export function inCategory(category: Category): Pick<Article, 'categoryId' | 'category'> {
  return { categoryId: category.id, category: { id: category.id, name: category.name, color: category.color, slug: category.slug } };
}
