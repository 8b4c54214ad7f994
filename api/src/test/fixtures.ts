// Small request bodies and rows for tests, independent of the real seed content.
import sharp from 'sharp';
import type { ArticleInput, CategoryInput, CourseInput, EventInput, RegistrationPayload } from '@site/shared';
import type { Database } from '../db/database';
import { lectors } from '../db/schema';

export async function insertLector(db: Database, fullName = 'Иван Петров'): Promise<number> {
  const [row] = await db.insert(lectors).values({ fullName, description: 'Предприемач с дълъг опит.' }).returning({ id: lectors.id });
  if (!row) throw new Error('lector not inserted');
  return row.id;
}

export function courseBody(overrides: Partial<CourseInput> = {}): CourseInput {
  return {
    slug: 'testov-kurs',
    title: 'Тестов курс',
    shortDescription: 'Кратко описание',
    longDescription: 'Дълго описание',
    price: 499,
    order: 1,
    mainSkills: ['Умение'],
    suitableFor: ['Начинаещи'],
    howItWorks: ['Онлайн'],
    modules: [
      { title: 'Модул 1', description: 'Първи' },
      { title: 'Модул 2', description: 'Втори' },
    ],
    ...overrides,
  };
}

export function eventBody(overrides: Partial<EventInput> = {}): EventInput {
  return {
    slug: 'testovo-sabitie',
    title: 'Тестово събитие',
    shortDescription: 'Описание',
    eventDate: '2099-01-10',
    eventTime: '10:00',
    location: 'София',
    price: 0,
    modules: [{ title: 'Въведение' }],
    ...overrides,
  };
}

export function categoryBody(overrides: Partial<CategoryInput> = {}): CategoryInput {
  return { name: 'Финанси', slug: 'finansi', order: 1, ...overrides };
}

export function articleBody(overrides: Partial<ArticleInput> = {}): ArticleInput {
  return {
    title: 'Тестова статия',
    slug: 'testova-statiia',
    shortDescription: 'Кратко описание',
    content: '<p>Съдържание</p>',
    isPublished: true,
    tags: ['бизнес'],
    ...overrides,
  };
}

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * A JPEG as a phone takes it: a camera, an author and GPS coordinates in its EXIF, and an orientation
 * tag (6: the pixels lie on their side and are to be turned a quarter clockwise).
 */
export async function phonePhoto(width = 2000, height = 1200, orientation?: number): Promise<Buffer> {
  const photo = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 80, b: 200 } } }).jpeg();
  return (orientation ? photo.withMetadata({ orientation }) : photo)
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Artist: 'Иван Петров' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 41/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '23/1 19/1 0/1' },
    })
    .toBuffer();
}

/** A multipart body: the text `fields` first, then the file. */
export function multipartFile(field: string, fileName: string, bytes: Buffer, contentType = 'application/octet-stream', fields: Record<string, string> = {}) {
  const boundary = `----test${Date.now().toString(16)}`;
  const texts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = Buffer.from(
    `${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid free-consultation sign-up. */
export function signUpBody(overrides: Partial<RegistrationPayload> = {}): RegistrationPayload {
  return {
    fullName: 'Иван Петров',
    email: 'ivan@example.bg',
    phone: '0888 123 456',
    agreedToPrivacyPolicy: true,
    agreedToTermsOfService: true,
    agreedToMarketingPolicy: false,
    agreedToCookiePolicy: false,
    registrationSource: 'Free Consultation',
    ...overrides,
  };
}
