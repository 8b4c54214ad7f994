// Test data and helpers for the lookup feature's tests (not shipped: nothing outside tests imports it).
import type { Client, Envelope } from '@site/shared';

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

export function okEnvelope<T>(data: T): Envelope<T> {
  return { success: true, data, message: '' };
}

export function failEnvelope(message: string): Envelope<null> {
  return { success: false, data: null, message };
}
