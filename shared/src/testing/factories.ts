// One set of test data for every app's tests: each entity as the API sends it, with overrides.
// Not shipped: nothing outside tests imports it.
import type { Client, ConsentEntry, Lead, LeadPage, PersonalData } from '../entities';

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
