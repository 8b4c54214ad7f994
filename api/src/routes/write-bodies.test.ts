// Every property of each staff write body is stored and read back through the API, for every entity of the
// table (shared/src/contracts/staff-entities.ts: an entity added there does not compile here until it has its
// case). The property lists come from the write schemas, so a property added to a schema fails here until it is
// stored and shown; the full bodies are typed `Required<…>`, so the compiler asks for a value for it first.
import type { Static, TObject } from 'typebox';
import type { Article, Category, Course, EventItem, Lector, PictureInLibrary, Promotion } from '@site/shared';
import { PictureAltInputSchema, type PictureAltInput } from '@site/shared/contracts/picture';
import { staffEntities, staffEntityNames, type StaffEntityName } from '@site/shared/contracts/staff-entities';
import { multipartFile, PNG_BYTES } from '../test/fixtures';
import { adminTestApp, call, envelopeOf } from '../test/test-app';

const suite = adminTestApp();

type Item = { id: number };
/** Where an item shows a property of the body under another name or shape (pictureId as picture.id). */
type Readers<Input, Read extends Item> = { [K in keyof Input]?: (item: Read) => unknown };
/** A body with every property but the id: the compiler names a property added to the schema. */
type Full<Input> = Required<Omit<Input, 'id'>>;

/** The body's properties (its id comes from the path), as the write schema lists them. */
const propertiesOf = (schema: TObject) => Object.keys(schema.properties).filter((name) => name !== 'id');

function sentValues(schema: TObject, body: object): Record<string, unknown> {
  return Object.fromEntries(propertiesOf(schema).map((name) => [name, (body as Record<string, unknown>)[name]]));
}

function storedValues<Input, Read extends Item>(schema: TObject, item: Read, readers: Readers<Input, Read>): Record<string, unknown> {
  return Object.fromEntries(
    propertiesOf(schema).map((name) => {
      const reader = readers[name as keyof Input];
      return [name, reader ? reader(item) : (item as unknown as Record<string, unknown>)[name]];
    }),
  );
}

async function write<Read extends Item>(method: 'POST' | 'PUT', url: string, payload: object): Promise<Read> {
  const { status, body } = await call<Read>(suite.t.app, { method, url, headers: suite.admin, payload });
  expect({ status, message: body.success ? 'ok' : body.message }).toEqual({ status: method === 'POST' ? 201 : 200, message: 'ok' });
  return body.data;
}

async function get<T>(url: string): Promise<T> {
  const { status, body } = await call<T>(suite.t.app, { method: 'GET', url, headers: suite.admin });
  expect(status).toBe(200);
  return body.data;
}

type InputOf<Name extends StaffEntityName> = Static<(typeof staffEntities)[Name]['input']>;

interface WriteCase<Input, Read extends Item> {
  /** Only what the schema requires: what the rest is stored as is the default the full bodies must differ from. */
  minimal: Input;
  /** Every property set to another value than its default; `variant` keeps unique ones (slugs) apart. */
  full: (variant: string) => Full<Input>;
  read: (id: number) => Promise<Read>;
  readers?: Readers<Input, Read>;
}

/**
 * POSTs a minimal body (its stored values are the defaults), POSTs a full body and reads it back, then PUTs a
 * full body over the minimal item and reads it back: every property must come back as sent.
 */
async function expectEveryPropertyStored<Name extends StaffEntityName, Read extends Item>(name: Name, entity: WriteCase<InputOf<Name>, Read>): Promise<void> {
  const { input: schema, path } = staffEntities[name];
  const { read, readers = {} } = entity;
  const minimal = await write<Read>('POST', path, entity.minimal as object);
  const defaults = storedValues(schema, await read(minimal.id), readers);

  const created = entity.full('created');
  const sameAsDefault = propertiesOf(schema).filter((name) => JSON.stringify(defaults[name]) === JSON.stringify(sentValues(schema, created)[name]));
  expect(sameAsDefault).toEqual([]);
  const createdId = (await write<Read>('POST', path, created)).id;
  expect(storedValues(schema, await read(createdId), readers)).toEqual(sentValues(schema, created));

  const updated = entity.full('updated');
  await write<Read>('PUT', `${path}/${minimal.id}`, { ...updated, id: minimal.id });
  expect(storedValues(schema, await read(minimal.id), readers)).toEqual(sentValues(schema, updated));
}

async function uploadPicture(alt: string): Promise<PictureInLibrary> {
  const form = multipartFile('file', 'snimka.png', PNG_BYTES, 'image/png', { alt });
  const response = await suite.t.app.inject({ method: 'POST', url: '/api/pictures', headers: { ...suite.admin, ...form.headers }, payload: form.payload });
  expect(response.statusCode).toBe(201);
  return envelopeOf<PictureInLibrary>(response).data;
}

const pictureIdOf = (item: { picture: { id: number } | null }) => item.picture?.id ?? null;

const roundTrips: Record<StaffEntityName, () => Promise<void>> = {
  lector: async () => {
    const picture = await uploadPicture('Портрет на лектор');
    await expectEveryPropertyStored<'lector', Lector>('lector', {
      minimal: { fullName: 'Минимален Лектор' },
      full: (variant) => ({
        fullName: `Пълен Лектор ${variant}`,
        description: 'Първи абзац.\nВтори абзац.',
        image: `https://example.bg/${variant}.jpg`,
        pictureId: picture.id,
        isActive: false,
        order: 5,
      }),
      read: (id) => get<Lector>(`/api/lectors/${id}`),
      readers: { pictureId: pictureIdOf },
    });
  },

  // A VIP package is a course whose title says so.
  course: async () => {
    const picture = await uploadPicture('Зала с участници');
    const first = await write<Lector>('POST', '/api/lectors', { fullName: 'Първи Лектор' });
    const second = await write<Lector>('POST', '/api/lectors', { fullName: 'Втори Лектор' });
    await expectEveryPropertyStored<'course', Course>('course', {
      minimal: { slug: 'minimalen-kurs', title: 'Минимален курс', price: 1 },
      full: (variant) => ({
        slug: `pulen-kurs-${variant}`,
        title: `ВИП пакет ${variant}`,
        shortDescription: 'Кратко описание',
        longDescription: 'Подробно описание.\nВтори абзац.',
        image: `https://example.bg/${variant}.jpg`,
        pictureId: picture.id,
        price: 1234.5,
        isActive: false,
        order: 7,
        mainSkills: ['Планиране', 'Продажби'],
        suitableFor: ['Собственици'],
        howItWorks: ['Онлайн', 'Присъствено'],
        faq: [{ question: 'Колко трае?', answer: 'Два месеца.' }],
        exclusiveOffer: 'Ексклузивна оферта',
        quote: 'Цитат',
        quoteAuthor: 'Автор на цитата',
        realValue: 2000,
        hasGuarantee: true,
        modules: [
          { title: 'Първи модул', description: 'Описание' },
          { title: 'Втори модул', description: '' },
        ],
        // Reversed: the order of the lecturers is stored too.
        lectorIds: [second.id, first.id],
      }),
      read: (id) => get<Course>(`/api/courses/${id}`),
      readers: {
        pictureId: pictureIdOf,
        lectorIds: (course) => course.lectors.map((lector) => lector.id),
        modules: (course) => course.modules.map(({ title, description }) => ({ title, description })),
      },
    });
  },

  event: async () => {
    const picture = await uploadPicture('Сцена на събитие');
    await expectEveryPropertyStored<'event', EventItem>('event', {
      minimal: { slug: 'minimalno-sabitie', title: 'Минимално събитие', eventDate: '2099-01-01' },
      full: (variant) => ({
        slug: `pulno-sabitie-${variant}`,
        title: `Пълно събитие ${variant}`,
        shortDescription: 'Кратко описание',
        image: `https://example.bg/${variant}.jpg`,
        pictureId: picture.id,
        eventDate: '2099-05-20',
        eventTime: '10:00',
        location: 'София',
        price: 150,
        modules: [{ title: 'Първа тема' }, { title: 'Втора тема' }],
        isRecommended: true,
        isActive: false,
        landingPageUrl: `https://example.bg/sabitie-${variant}`,
      }),
      read: (id) => get<EventItem>(`/api/events/${id}`),
      readers: { pictureId: pictureIdOf, modules: (event) => event.modules.map(({ title }) => ({ title })) },
    });
  },

  category: async () => {
    await expectEveryPropertyStored<'category', Category>('category', {
      minimal: { name: 'Минимална', slug: 'minimalna' },
      full: (variant) => ({ name: `Пълна ${variant}`, slug: `pulna-${variant}`, color: '#123456', isActive: false, order: 3 }),
      read: (id) => get<Category>(`/api/categories/${id}`),
    });
  },

  article: async () => {
    const picture = await uploadPicture('Снимка към статия');
    const category = await write<Category>('POST', '/api/categories', { name: 'Финанси', slug: 'finansi-statii' });
    await expectEveryPropertyStored<'article', Article>('article', {
      minimal: { title: 'Минимална статия', slug: 'minimalna-statiia', shortDescription: 'Кратко', content: '<p>Текст</p>' },
      full: (variant) => ({
        title: `Пълна статия ${variant}`,
        slug: `pulna-statiia-${variant}`,
        shortDescription: 'Кратко описание на статията',
        content: '<h2>Заглавие</h2><p>Абзац с <strong>удебелен</strong> текст.</p>',
        featuredImage: `${variant}.jpg`,
        pictureId: picture.id,
        metaDescription: 'Мета описание',
        metaKeywords: 'бизнес, финанси',
        isPublished: true,
        isFeatured: true,
        categoryId: category.id,
        tags: ['бизнес', 'финанси'],
        authorName: 'Автор на статията',
      }),
      read: (id) => get<Article>(`/api/articles/${id}`),
      readers: { pictureId: pictureIdOf },
    });
  },

  promotion: async () => {
    await expectEveryPropertyStored<'promotion', Promotion>('promotion', {
      minimal: { title: 'Минимална промоция' },
      full: (variant) => ({ title: `Пълна промоция ${variant}`, body: 'Текст на промоцията', endsOn: '2099-12-31', isActive: false, order: 4 }),
      read: async (id) => {
        const found = (await get<Promotion[]>('/api/promotions')).find((promotion) => promotion.id === id);
        if (!found) throw new Error(`promotion ${id} not listed`);
        return found;
      },
    });
  },
};

describe('every property of a write body is stored and read back', () => {
  it.each(staffEntityNames)('for a %s', (name) => roundTrips[name]());

  it("for a picture's alternative text", async () => {
    const picture = await uploadPicture('Първоначален текст');
    const body: Full<PictureAltInput> = { alt: 'Нов алтернативен текст' };
    const { status } = await call(suite.t.app, { method: 'PATCH', url: `/api/pictures/${picture.id}`, headers: suite.admin, payload: body });
    expect(status).toBe(200);
    const stored = (await get<PictureInLibrary[]>('/api/pictures')).find((candidate) => candidate.id === picture.id);
    expect(stored && storedValues(PictureAltInputSchema, stored, {})).toEqual(sentValues(PictureAltInputSchema, body));
  });
});
