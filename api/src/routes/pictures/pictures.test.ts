import sharp from 'sharp';
import type { Course, Lector, Picture, PictureInLibrary } from '@site/shared';
import { courseBody, multipartFile, phonePhoto } from '../../test/fixtures';
import { adminTestApp, call, envelopeOf } from '../../test/test-app';

const suite = adminTestApp();

const upload = (bytes: Buffer, fields: Record<string, string>, headers: Record<string, string> = suite.admin) => {
  const form = multipartFile('file', 'snimka.jpg', bytes, 'image/jpeg', fields);
  return suite.t.app.inject({ method: 'POST', url: '/api/pictures', headers: { ...headers, ...form.headers }, payload: form.payload });
};

async function uploaded(alt = 'Зала с участници', bytes?: Buffer): Promise<PictureInLibrary> {
  const response = await upload(bytes ?? (await phonePhoto()), { alt });
  expect(response.statusCode).toBe(201);
  return envelopeOf<PictureInLibrary>(response).data;
}

describe('uploading a picture', () => {
  it('makes 480, 720, 960 and 1600 px variants in AVIF, WebP and JPEG, without the EXIF and GPS data', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(original, { alt: '  Зала с участници  ' });
    expect(response.statusCode).toBe(201);
    const body = envelopeOf<PictureInLibrary>(response);
    expect(body.message).toBe('Снимката е качена успешно!');
    expect(body.data).toMatchObject({ alt: 'Зала с участници', width: 1600, height: 960, format: 'jpeg', widths: [480, 720, 960, 1600], usedBy: [] });

    for (const [file, type, format] of [
      ['480.avif', 'image/avif', 'heif'],
      ['720.webp', 'image/webp', 'webp'],
      ['960.webp', 'image/webp', 'webp'],
      ['1600.jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      const served = await suite.t.app.inject({ method: 'GET', url: `/api/pictures/${body.data.id}/${file}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(Number(file.split('.')[0]));
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
    }
  });

  it('never makes a variant wider than the upload', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const form = multipartFile('file', 'logo.png', small, 'image/png', { alt: 'Лого' });
    const response = await suite.t.app.inject({ method: 'POST', url: '/api/pictures', headers: { ...suite.admin, ...form.headers }, payload: form.payload });
    const picture = envelopeOf<Picture>(response).data;
    expect(picture).toMatchObject({ width: 300, height: 200, format: 'png', widths: [300] });
    const png = await suite.t.app.inject({ method: 'GET', url: `/api/pictures/${picture.id}/300.png` });
    expect(png.headers['content-type']).toBe('image/png');
    expect((await suite.t.app.inject({ method: 'GET', url: `/api/pictures/${picture.id}/480.png` })).statusCode).toBe(404);
  });

  it.each([
    ['no alternative text', { alt: '   ' }, 'Въведете алтернативен текст на снимката'],
    ['a missing alt field', {}, 'Въведете алтернативен текст на снимката'],
  ])('refuses %s (400)', async (_case, fields, message) => {
    const response = await upload(await phonePhoto(), fields);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({ success: false, data: { field: 'alt' }, message });
  });

  it('refuses a file that is not a picture (400)', async () => {
    const response = await upload(Buffer.from('%PDF-1.7 not a picture'), { alt: 'Документ' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe('Файлът не е снимка. Позволени са JPEG, PNG, WebP, GIF и AVIF.');
  });

  it('refuses a file over 10 MB with 413, naming its own limit', async () => {
    const response = await upload(Buffer.alloc(10 * 1024 * 1024 + 1), { alt: 'Твърде голяма' });
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response)).toEqual({ success: false, data: null, message: 'Файлът е по-голям от 10 MB' });
  });

  it('answers 404 for a variant that does not exist, and 400 for a malformed file name', async () => {
    expect((await suite.t.app.inject({ method: 'GET', url: '/api/pictures/999999/480.avif' })).statusCode).toBe(404);
    expect((await suite.t.app.inject({ method: 'GET', url: '/api/pictures/1/..%2F480.avif' })).statusCode).toBe(400);
    expect((await suite.t.app.inject({ method: 'GET', url: '/api/pictures/1/480.exe' })).statusCode).toBe(400);
  });
});

describe('staff only', () => {
  it.each([
    ['GET', '/api/pictures'],
    ['PATCH', '/api/pictures/1'],
    ['DELETE', '/api/pictures/1'],
  ] as const)('%s %s without a token is 401', async (method, url) => {
    const response = await suite.t.app.inject({ method, url, payload: method === 'PATCH' ? { alt: 'x' } : undefined });
    expect(response.statusCode).toBe(401);
  });

  it('POST /api/pictures without a token is 401 and stores nothing', async () => {
    const before = (await call<PictureInLibrary[]>(suite.t.app, { method: 'GET', url: '/api/pictures', headers: suite.admin })).body.data.length;
    expect((await upload(await phonePhoto(), { alt: 'Без вход' }, {})).statusCode).toBe(401);
    expect((await call<PictureInLibrary[]>(suite.t.app, { method: 'GET', url: '/api/pictures', headers: suite.admin })).body.data).toHaveLength(before);
  });
});

describe('pictures shown by items', () => {
  it('shows a course with its picture, in the full course and in the cards', async () => {
    const picture = await uploaded('Корица на курса');
    const created = await call<Course>(suite.t.app, {
      method: 'POST',
      url: '/api/courses',
      headers: suite.admin,
      payload: courseBody({ slug: 's-kartina', pictureId: picture.id }),
    });
    expect(created.status).toBe(201);
    const expected = { id: picture.id, alt: 'Корица на курса', width: 1600, height: 960, format: 'jpeg', widths: [480, 720, 960, 1600] };
    expect(created.body.data.picture).toEqual(expected);
    const cards = await call<Course[]>(suite.t.app, { method: 'GET', url: '/api/courses/summaries' });
    expect(cards.body.data.find((card) => card.slug === 's-kartina')?.picture).toEqual(expected);
  });

  it('refuses a picture that is not in the library (400 on pictureId)', async () => {
    const response = await call(suite.t.app, {
      method: 'POST',
      url: '/api/courses',
      headers: suite.admin,
      payload: courseBody({ slug: 'bez-kartina', pictureId: 999999 }),
    });
    expect(response).toEqual({
      status: 400,
      body: { success: false, data: { field: 'pictureId' }, message: 'Избраната снимка не съществува (може би е изтрита)' },
    });
  });

  it('will not delete a picture in use, and says where it is used (409)', async () => {
    const picture = await uploaded('Общ портрет');
    const course = await call<Course>(suite.t.app, {
      method: 'POST',
      url: '/api/courses',
      headers: suite.admin,
      payload: courseBody({ slug: 'obsht', title: 'Общ курс', pictureId: picture.id }),
    });
    await call<Lector>(suite.t.app, { method: 'POST', url: '/api/lectors', headers: suite.admin, payload: { fullName: 'Анна Колева', pictureId: picture.id } });
    const refused = await call(suite.t.app, { method: 'DELETE', url: `/api/pictures/${picture.id}`, headers: suite.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Снимката не може да бъде изтрита: използва се от курс „Общ курс“, лектор „Анна Колева“');
    const library = await call<PictureInLibrary[]>(suite.t.app, { method: 'GET', url: '/api/pictures', headers: suite.admin });
    expect(library.body.data.find((entry) => entry.id === picture.id)?.usedBy).toEqual([
      { kind: 'course', id: course.body.data.id, title: 'Общ курс' },
      { kind: 'lector', id: expect.any(Number), title: 'Анна Колева' },
    ]);

    // Deleting the course keeps the picture: the lecturer still shows it.
    await call(suite.t.app, { method: 'DELETE', url: `/api/courses/${course.body.data.id}`, headers: suite.admin });
    expect((await suite.t.app.inject({ method: 'GET', url: `/api/pictures/${picture.id}/480.webp` })).statusCode).toBe(200);
  });

  it('deleting a course takes its picture with it when nothing else shows it', async () => {
    const picture = await uploaded('Само за този курс');
    const course = await call<Course>(suite.t.app, {
      method: 'POST',
      url: '/api/courses',
      headers: suite.admin,
      payload: courseBody({ slug: 'samo', pictureId: picture.id }),
    });
    await call(suite.t.app, { method: 'DELETE', url: `/api/courses/${course.body.data.id}`, headers: suite.admin });
    expect((await suite.t.app.inject({ method: 'GET', url: `/api/pictures/${picture.id}/480.webp` })).statusCode).toBe(404);
    const library = await call<PictureInLibrary[]>(suite.t.app, { method: 'GET', url: '/api/pictures', headers: suite.admin });
    expect(library.body.data.some((entry) => entry.id === picture.id)).toBe(false);
  });

  it('changes the alternative text, and deletes an unused picture', async () => {
    const picture = await uploaded('Стар текст');
    const changed = await call<Picture>(suite.t.app, {
      method: 'PATCH',
      url: `/api/pictures/${picture.id}`,
      headers: suite.admin,
      payload: { alt: 'Нов текст' },
    });
    expect(changed.body).toMatchObject({ success: true, data: { alt: 'Нов текст' }, message: 'Алтернативният текст е обновен' });
    expect((await call(suite.t.app, { method: 'PATCH', url: `/api/pictures/${picture.id}`, headers: suite.admin, payload: { alt: ' ' } })).status).toBe(400);
    expect(await call(suite.t.app, { method: 'DELETE', url: `/api/pictures/${picture.id}`, headers: suite.admin })).toEqual({
      status: 200,
      body: { success: true, data: null, message: 'Снимката е изтрита успешно' },
    });
    expect((await call(suite.t.app, { method: 'DELETE', url: `/api/pictures/${picture.id}`, headers: suite.admin })).status).toBe(404);
  });
});
