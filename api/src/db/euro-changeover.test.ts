// Upgrading a database written before the euro (every amount in leva by convention): a server of this build
// opens it, the migration converts each amount once, as the site converted it for display, and the site, the
// API and the staff screens show euro. On-disk PGlite, or a new database on the PostgreSQL at DATABASE_URL.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Course, EventItem, Lead, LeadPage } from '@site/shared';
import { levaToEuro } from '@site/shared/money';
import { buildApp } from '../app';
import { prepareAtMigration } from '../test/earlier-schema';
import { visibleText } from '../test/page-text';
import { call, CLIENTS_TOKEN, freshDatabase } from '../test/test-app';
import { testAppConfig } from '../test/test-config';
import { openDatabase, rowsOf } from './database';
import { sql } from 'drizzle-orm';

jest.setTimeout(120_000);

const LAST_LEVA_MIGRATION = '0010_releases_previous_live';
const repoRoot = path.resolve(__dirname, '../../..');

/** Every stotinka from 0 to 5 лв, and amounts a price list has: conversion is checked for each one. */
const probeAmounts = [...Array.from({ length: 501 }, (_, stotinki) => stotinki / 100), 9.99, 19.56, 99.5, 1234.56, 99_999.99, 9_999_999.99];

test('a database written in leva is converted once to euro and shown in euro by the site, the API and the leads', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'euro-changeover-'));
  const fresh = await freshDatabase('empty', { pgliteDir: path.join(dir, 'pglite') });
  const { options } = fresh;
  try {
    // What the build before the euro stored: a course at 777 лв, a VIP package worth 2199 лв for 1290 лв,
    // an event at 99.50 лв, a sign-up for each and a consultation, and a probe course per amount.
    await prepareAtMigration(options, LAST_LEVA_MIGRATION, async (run) => {
      const [course] = await run(`insert into courses (slug, title, price) values ('staro-zapisvane', 'Старо записване', 777) returning id`);
      // With the amounts the earlier seed wrote in its texts.
      await run(`insert into courses (slug, title, price, real_value, has_guarantee, long_description, faq) values ($1, $2, 1290, 2199, true, $3, $4::jsonb)`, [
        'vip-paket-star',
        'ВИП пакет „Стар“',
        'Как малкият бизнес да бъде видим в интернет, без да харчи хиляди лева за реклама.',
        JSON.stringify([{ question: 'С какво е по-изгоден?', answer: 'Поотделно струват общо 2199 лв. В пакета е по-евтино.' }]),
      ]);
      const [event] = await run(
        `insert into events (slug, title, event_date, price) values ('staro-sabitie', 'Старо събитие', '2099-01-10', 99.5) returning id`,
      );
      for (const [index, amount] of probeAmounts.entries()) {
        await run(`insert into courses (slug, title, price, is_active) values ($1, $2, $3, false)`, [`proba-${index}`, `Проба ${index}`, amount]);
      }
      const [client] = await run(`insert into clients (full_name, email, phone) values ('Мария Петрова', 'maria@example.bg', '0888123456') returning id`);
      const clientId = (client as { id: number }).id;
      const registration = `insert into registrations (client_id, full_name, phone, registration_source, course_ids, kind, event_id,
        agreed_to_privacy_policy, agreed_to_terms_of_service, agreed_to_marketing_policy, agreed_to_cookie_policy)
        values ($1, 'Мария Петрова', '0888123456', $2, $3::jsonb, $4, $5, true, true, false, false)`;
      await run(registration, [clientId, 'Старо записване', JSON.stringify([(course as { id: number }).id]), 'course', null]);
      await run(registration, [clientId, 'Старо събитие', '[]', 'event', (event as { id: number }).id]);
      await run(registration, [clientId, 'Free Consultation', '[]', 'consultation', null]);
    });

    const database = await openDatabase(options);
    const uploadsDir = path.join(dir, 'uploads');
    const app = await buildApp(testAppConfig(options, uploadsDir, { siteDir: repoRoot }), { database });
    try {
      const active = (await call<Course[]>(app, { method: 'GET', url: '/api/courses/active' })).body.data;
      expect(active.find((course) => course.slug === 'staro-zapisvane')).toMatchObject({ price: 397.27, currency: 'EUR' });
      expect(active.find((course) => course.slug === 'vip-paket-star')).toMatchObject({
        price: 659.57,
        realValue: 1124.33,
        currency: 'EUR',
        longDescription: 'Как малкият бизнес да бъде видим в интернет, без да харчи хиляди евро за реклама.',
        faq: [{ question: 'С какво е по-изгоден?', answer: 'Поотделно струват общо 1124,33 €. В пакета е по-евтино.' }],
      });
      const event = (await call<EventItem>(app, { method: 'GET', url: '/api/events/slug/staro-sabitie' })).body.data;
      expect(event).toMatchObject({ price: 50.87, currency: 'EUR' });

      // Each amount exactly as the site converts it (shared/money), once.
      const probes = rowsOf<{ slug: string; price: string; currency: string }>(
        await database.db.execute(sql`select slug, price::text as price, currency from courses where slug like 'proba-%'`),
      );
      expect(probes).toHaveLength(probeAmounts.length);
      for (const probe of probes) {
        const leva = probeAmounts[Number(probe.slug.slice('proba-'.length))]!;
        expect([leva, Number(probe.price), probe.currency]).toEqual([leva, levaToEuro(leva), 'EUR']);
      }

      const coursePage = await app.inject({ method: 'GET', url: '/courses/staro-zapisvane', headers: { accept: 'text/html' } });
      expect(visibleText(coursePage.payload)).toMatch(/397,27\s€/);
      expect(visibleText(coursePage.payload)).not.toMatch(/лв|лева/);
      expect(coursePage.payload).toContain('"price":"397.27","priceCurrency":"EUR"');

      // The leads keep what each request was for, now with its amount in euro.
      const staff = { authorization: `Bearer ${CLIENTS_TOKEN}` };
      const leads = (await call<LeadPage>(app, { method: 'GET', url: '/api/leads', headers: staff })).body.data.items;
      const priceOf = (kind: Lead['kind']) => leads.find((lead) => lead.kind === kind)?.price;
      expect(priceOf('course')).toEqual({ amount: 397.27, currency: 'EUR' });
      expect(priceOf('event')).toEqual({ amount: 50.87, currency: 'EUR' });
      expect(priceOf('consultation')).toBeNull();
    } finally {
      await app.close();
      if (!database.closed) await database.close();
    }

    // Opened again, nothing is converted a second time.
    const again = await openDatabase(options);
    try {
      const [row] = rowsOf<{ price: string }>(await again.db.execute(sql`select price::text as price from courses where slug = 'staro-zapisvane'`));
      expect(row?.price).toBe('397.27');
    } finally {
      await again.close();
    }
  } finally {
    await fresh.drop();
    await rm(dir, { recursive: true, force: true });
  }
});
