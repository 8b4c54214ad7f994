// Years of data written straight into a stopped server's PGlite database, in a few set-based statements
// (generate_series): people signing up over three years for consultations, courses, VIP packages and events,
// staff moving their requests along, articles published week after week, events, and the mail the site sent.
// Every NOT NULL column gets a value of the kind the API writes; references point at real rows.
'use strict';
const path = require('node:path');

const SIZES = { clients: 100_000, requests: 250_000, articles: 2_000, events: 500, messages: 20_000 };

const FIRST = [
  'Иван',
  'Мария',
  'Георги',
  'Елена',
  'Димитър',
  'Петя',
  'Николай',
  'Десислава',
  'Стоян',
  'Милена',
  'Христо',
  'Гергана',
  'Тодор',
  'Радостина',
  'Васил',
  'Анелия',
  'Калоян',
  'Силвия',
  'Борис',
  'Цветелина',
  'Мартин',
  'Йорданка',
  'Пламен',
];
const FIRST_LATIN = [
  'ivan',
  'maria',
  'georgi',
  'elena',
  'dimitar',
  'petya',
  'nikolay',
  'desislava',
  'stoyan',
  'milena',
  'hristo',
  'gergana',
  'todor',
  'radostina',
  'vasil',
  'aneliya',
  'kaloyan',
  'silviya',
  'boris',
  'tsvetelina',
  'martin',
  'yordanka',
  'plamen',
];
const LAST = [
  'Петров',
  'Иванов',
  'Георгиев',
  'Димитров',
  'Николов',
  'Стоянов',
  'Христов',
  'Тодоров',
  'Василев',
  'Костов',
  'Маринов',
  'Атанасов',
  'Илиев',
  'Ангелов',
  'Колев',
  'Йорданов',
  'Павлов',
  'Русев',
  'Симеонов',
  'Вълчев',
  'Кирилов',
  'Митев',
  'Лазаров',
  'Станчев',
  'Данаилов',
  'Попов',
  'Филипов',
  'Цветков',
  'Янков',
];
const LAST_LATIN = [
  'petrov',
  'ivanov',
  'georgiev',
  'dimitrov',
  'nikolov',
  'stoyanov',
  'hristov',
  'todorov',
  'vasilev',
  'kostov',
  'marinov',
  'atanasov',
  'iliev',
  'angelov',
  'kolev',
  'yordanov',
  'pavlov',
  'rusev',
  'simeonov',
  'valchev',
  'kirilov',
  'mitev',
  'lazarov',
  'stanchev',
  'danailov',
  'popov',
  'filipov',
  'tsvetkov',
  'yankov',
];
const DOMAINS = ['gmail.com', 'abv.bg', 'yahoo.com', 'mail.bg', 'outlook.com', 'firma.bg'];
const TOPICS = [
  'Бизнес план',
  'Паричен поток',
  'Ценообразуване',
  'Продажби',
  'Маркетинг',
  'Лидерство',
  'Финанси за малкия бизнес',
  'Преговори',
  'Управление на екип',
  'Дигитален маркетинг',
];
const CITIES = ['София', 'Пловдив', 'Варна', 'Бургас', 'Русе', 'Стара Загора', 'Онлайн'];

/** A PostgreSQL text[] literal of plain words (no quotes or commas in them). */
const array = (words) => `array[${words.map((word) => `'${word}'`).join(', ')}]`;
/** Female forms of the last names for the female first names (every second one here). */
const lastNameOf = (first, last) => `case when ${first} % 2 = 1 then ${last} || 'а' else ${last} end`;

function statements({ clients, requests, articles, events, messages }) {
  const name = (g) =>
    `(${array(FIRST)})[1 + ${g} % ${FIRST.length}] || ' ' || ${lastNameOf(`${g} % ${FIRST.length}`, `(${array(LAST)})[1 + (${g} / ${FIRST.length}) % ${LAST.length}]`)}`;
  // The inbox searches lower-cased text the API writes (PostgreSQL's lower() leaves Cyrillic alone under the C locale).
  const lowerName = (g) =>
    `(${array(FIRST.map((word) => word.toLocaleLowerCase('bg-BG')))})[1 + ${g} % ${FIRST.length}] || ' ' || ${lastNameOf(`${g} % ${FIRST.length}`, `(${array(LAST.map((word) => word.toLocaleLowerCase('bg-BG')))})[1 + (${g} / ${FIRST.length}) % ${LAST.length}]`)}`;
  const email = (g) =>
    `(${array(FIRST_LATIN)})[1 + ${g} % ${FIRST.length}] || '.' || (${array(LAST_LATIN)})[1 + (${g} / ${FIRST.length}) % ${LAST.length}] || ${g} || '@' || (${array(DOMAINS)})[1 + ${g} % ${DOMAINS.length}]`;
  // 087/088/089 and seven digits; g * 37 mod 10^7 never repeats for g < 10^7.
  const phone = (g) =>
    `'08' || (7 + ${g} % 3) || ' ' || substr(lpad((${g}::bigint * 37 % 10000000)::text, 7, '0'), 1, 3) || ' ' || substr(lpad((${g}::bigint * 37 % 10000000)::text, 7, '0'), 4)`;
  const threeYearsAgo = (share) => `now() - interval '3 years' * (1 - ${share})`;
  return [
    // Events over three years and the next three months: what event sign-ups and the sitemap refer to.
    `insert into events (slug, title, short_description, event_date, event_time, location, price, is_recommended, is_active, created_at, updated_at)
     select 'sabitie-' || g, (${array(TOPICS)})[1 + g % ${TOPICS.length}] || ' на живо, ' || to_char(d, 'DD.MM.YYYY'),
       'Практически семинар: ' || lower((${array(TOPICS)})[1 + g % ${TOPICS.length}]) || ' с примери от българския бизнес.',
       d::date, (9 + g % 9) || ':00', (${array(CITIES)})[1 + g % ${CITIES.length}], (20 + g % 8 * 15)::numeric, g % 10 = 0, g % 25 <> 0,
       d - interval '60 days', d - interval '30 days'
     from generate_series(1, ${events}) g, lateral (select now() - interval '3 years' + (interval '39 months' * g / ${events}) d) x`,
    // Articles published week after week in the seed's categories; a few drafts among them.
    `insert into articles (slug, title, short_description, content, content_sanitized_with, meta_description, meta_keywords, is_published, is_featured,
       category_id, tags, author_name, view_count, published_at, created_at, updated_at)
     select 'statiya-' || g || '-' || lower(replace((${array(FIRST_LATIN)})[1 + g % ${FIRST.length}], ' ', '-')),
       (${array(TOPICS)})[1 + g % ${TOPICS.length}] || ': урок № ' || g,
       'Кратко и практично за ' || lower((${array(TOPICS)})[1 + g % ${TOPICS.length}]) || ', с пример от практиката № ' || g || '.',
       repeat('<p>Всеки бизнес има нужда от ясен план, от пари в брой и от хора, които знаят какво правят. Статия № ' || g || ' разказва как.</p><h2>Какво да направите</h2><ul><li>Първа стъпка</li><li>Втора стъпка</li></ul>', 6),
       (select content_sanitized_with from articles where content_sanitized_with is not null limit 1),
       'Практични съвети: ' || lower((${array(TOPICS)})[1 + g % ${TOPICS.length}]) || '.', 'бизнес, ' || lower((${array(TOPICS)})[1 + g % ${TOPICS.length}]),
       g % 40 <> 0, g % 97 = 0,
       (select array_agg(id order by id) from categories)[1 + g % (select count(*) from categories)::int],
       jsonb_build_array(lower((${array(TOPICS)})[1 + g % ${TOPICS.length}]), 'бизнес'), ${name('g')}, (g * 7919) % 5000,
       case when g % 40 <> 0 then p end, p - interval '2 days', p + case when g % 5 = 0 then interval '30 days' else interval '0 days' end
     from generate_series(1, ${articles}) g, lateral (select ${threeYearsAgo(`g::float / ${articles}`)} - interval '1 day' p) x`,
    // People: the newest last; each with the consents everyone gives (privacy, terms) and the optional ones of some.
    `insert into clients (full_name, email, phone, registration_source, privacy_consent_at, terms_consent_at, marketing_consent_at, cookie_consent_at, created_at, updated_at)
     select ${name('g')}, ${email('g')}, ${phone('g')}, 'Free Consultation', t, t, case when g % 3 = 0 then t end, case when g % 2 = 0 then t end, t, t
     from generate_series(1, ${clients}) g, lateral (select ${threeYearsAgo(`g::float / ${clients}`)} t) x`,
    'analyze clients',
    // Their requests: each person's first, then more from people coming back later.
    `create temporary table bench_requests as
     with numbered as (
       select g, case when g <= ${clients} then g else 1 + (g::bigint * 7919 % ${clients})::int end person from generate_series(1, ${requests}) g
     )
     select n.g, n.person, c.id client_id, c.full_name, c.phone, c.email,
       case when n.g <= ${clients} then c.created_at else c.created_at + (now() - c.created_at) * ((n.g * 0.6180339887) % 1) end created_at,
       case when n.g % 20 < 7 then 'consultation' when n.g % 20 < 14 then 'course' when n.g % 20 < 16 then 'vip' else 'event' end kind
     from numbered n join clients c on c.id = (select max(id) - ${clients} from clients) + n.person`,
    `insert into registrations (client_id, full_name, phone, registration_source, course_ids, kind, event_id, price, price_currency, status, search_text,
       agreed_to_privacy_policy, agreed_to_terms_of_service, agreed_to_marketing_policy, agreed_to_cookie_policy, created_at)
     with vip as (select array_agg(id order by id) ids, array_agg(price order by id) prices from courses where title like 'ВИП пакет%'),
     plain as (select array_agg(id order by id) ids, array_agg(price order by id) prices from courses where title not like 'ВИП пакет%'),
     shown as (select array_agg(id order by id) ids, array_agg(price order by id) prices, array_agg(title order by id) titles from events),
     picked as (
       select b.*, plain.ids[1 + b.g % array_length(plain.ids, 1)] plain_id, plain.prices[1 + b.g % array_length(plain.ids, 1)] plain_price,
         coalesce(vip.ids[1 + b.g % greatest(1, coalesce(array_length(vip.ids, 1), 1))], plain.ids[1]) vip_id,
         coalesce(vip.prices[1 + b.g % greatest(1, coalesce(array_length(vip.ids, 1), 1))], plain.prices[1]) vip_price,
         shown.ids[1 + b.g % array_length(shown.ids, 1)] event_id, shown.prices[1 + b.g % array_length(shown.ids, 1)] event_price,
         shown.titles[1 + b.g % array_length(shown.ids, 1)] event_title
       from bench_requests b, vip, plain, shown
     )
     select client_id, full_name, phone,
       case kind when 'consultation' then 'Free Consultation' when 'event' then event_title else 'Курс' end,
       case kind when 'course' then jsonb_build_array(plain_id) when 'vip' then jsonb_build_array(vip_id) else '[]'::jsonb end,
       kind, case when kind = 'event' then event_id end,
       case kind when 'course' then plain_price when 'vip' then vip_price when 'event' then event_price end,
       case when kind = 'consultation' then null else 'EUR' end,
       -- Staff catch up with older requests: recent ones are still new, old ones mostly closed.
       case when created_at > now() - interval '10 days' then (array['new', 'new', 'contacted'])[1 + g % 3]
            when g % 10 < 5 then 'closed' when g % 10 < 7 then 'paid' when g % 10 < 9 then 'contacted' else 'new' end,
       ${lowerName('person')} || ' ' || email || ' ' || regexp_replace(phone, '[^0-9]', '', 'g'),
       true, true, g % 3 = 0, g % 2 = 0, created_at
     from picked order by created_at`,
    'analyze registrations',
    // Every status but 'new' was given by staff: contacted first, then paid or closed, each with its time.
    `insert into lead_status_changes (registration_id, status, changed_at)
     select id, 'contacted', created_at + interval '1 day' from registrations where status <> 'new' and id > (select max(id) - ${requests} from registrations)
     union all
     select id, status, created_at + interval '6 days' from registrations where status in ('paid', 'closed') and id > (select max(id) - ${requests} from registrations)`,
    `insert into client_courses (client_id, course_id, registered_on)
     select client_id, (course_ids ->> 0)::int, min(created_at) from registrations
     where kind in ('course', 'vip') and id > (select max(id) - ${requests} from registrations) group by client_id, course_ids ->> 0
     on conflict do nothing`,
    `insert into consent_log (client_id, purpose, action, policy_version, policy_hash, source, registration_id, created_at)
     select r.client_id, p.purpose, 'given', '2024-01-15', md5(p.purpose), 'form', r.id, r.created_at
     from (select distinct on (client_id) client_id, id, created_at from registrations where id > (select max(id) - ${requests} from registrations)
           order by client_id, created_at) r, (values ('privacy'), ('terms')) p(purpose)`,
    // The mail the site sent: confirmations to people, alerts to staff; nearly all delivered, some failed, a few waiting.
    `insert into outbox_messages (kind, client_id, registration_id, to_address, subject, text_body, html_body, message_id, status, attempts, last_error,
       next_attempt_at, created_at, sent_at)
     select k.kind, r.client_id, r.id, case when k.kind = 'staff-new-request' then 'ekip@biznes-akademia.bg' else c.email end,
       case k.kind when 'staff-new-request' then 'Нова заявка: ' || r.registration_source else 'Потвърждение: ' || r.registration_source end,
       'Здравейте, ' || r.full_name || '! Получихме заявката Ви и ще се свържем с Вас до два работни дни.',
       '<p>Здравейте, ' || r.full_name || '!</p>' || repeat('<p>Получихме заявката Ви и ще се свържем с Вас до два работни дни.</p>', 8),
       '<bench-' || m || '@biznes-akademia.bg>',
       case when m % 100 = 0 then 'queued' when m % 25 = 0 then 'failed' else 'sent' end,
       case when m % 25 = 0 and m % 100 <> 0 then 5 else 1 end,
       case when m % 25 = 0 and m % 100 <> 0 then '550 5.1.1 Mailbox unavailable' end,
       r.created_at + interval '1 minute', r.created_at, case when m % 25 <> 0 then r.created_at + interval '5 seconds' end
     from generate_series(1, ${messages}) m
     join registrations r on r.id = (select max(id) - ${requests} from registrations) + 1 + (m::bigint * ${Math.floor(requests / messages)} % ${requests})::int
     join clients c on c.id = r.client_id,
     lateral (select case when m % 3 = 0 then 'staff-new-request' when r.kind = 'consultation' then 'consultation'
                          when r.kind = 'event' then 'event-sign-up' when r.status = 'paid' and m % 2 = 0 then 'course-paid' else 'course-sign-up' end kind) k`,
    // The last sign-up names what each person asked for last.
    `update clients c set registration_source = r.registration_source, updated_at = r.created_at
     from (select distinct on (client_id) client_id, registration_source, created_at from registrations order by client_id, created_at desc) r
     where r.client_id = c.id and c.id > (select max(id) - ${clients} from clients)`,
    'drop table bench_requests',
  ];
}

/**
 * Bulk loading as PostgreSQL's manual advises: the requests' trigram and JSON (GIN) indexes are dropped for the
 * insert and made again afterwards from their own definitions (pg_indexes), which is many times faster than
 * maintaining them row by row.
 */
const GIN_INDEXES = `select indexname, indexdef from pg_indexes where tablename = 'registrations' and indexdef like '%USING gin%'`;

/** Fills the PGlite folder the server keeps in `dataDir/pglite`; returns the seconds each step took. */
async function fillYears(dataDir, sizes = SIZES) {
  const { openDatabase, rowsOf } = require(path.join(__dirname, '..', '..', 'dist', 'db', 'database.js'));
  const { vacuumEmbedded } = require(path.join(__dirname, '..', '..', 'dist', 'db', 'maintenance.js'));
  const { sql } = require('drizzle-orm');
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const steps = [];
  try {
    const ginIndexes = rowsOf(await handle.db.execute(sql.raw(GIN_INDEXES)));
    const all = statements(sizes);
    const insertRequests = all.findIndex((text) => text.startsWith('insert into registrations'));
    all.splice(insertRequests, 0, ...ginIndexes.map(({ indexname }) => `drop index "${indexname}"`));
    all.splice(all.indexOf('analyze registrations'), 0, ...ginIndexes.map(({ indexdef }) => indexdef));
    for (const text of all) {
      const started = Date.now();
      await handle.db.execute(sql.raw(text));
      steps.push({ step: text.trim().split(/\s+/).slice(0, 3).join(' '), seconds: (Date.now() - started) / 1000 });
      if (process.env.BENCH_YEARS_VERBOSE) console.log(steps.at(-1));
    }
    // Left as the server's daily run leaves it: vacuumed and analysed.
    const started = Date.now();
    await vacuumEmbedded(handle);
    steps.push({ step: 'the daily vacuum', seconds: (Date.now() - started) / 1000 });
  } finally {
    await handle.close();
  }
  return steps;
}

module.exports = { SIZES, fillYears };
