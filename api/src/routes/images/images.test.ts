import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { UploadedImage } from '@site/shared';
import { multipartFile, phonePhoto, PNG_BYTES } from '../../test/fixtures';
import { adminTestApp, call, envelopeOf } from '../../test/test-app';

const suite = adminTestApp();

const upload = (fileName: string, bytes: Buffer, headers: Record<string, string> = suite.admin, field = 'file') => {
  const form = multipartFile(field, fileName, bytes);
  return suite.t.app.inject({ method: 'POST', url: '/api/images/upload-article', headers: { ...headers, ...form.headers }, payload: form.payload });
};

describe('uploading', () => {
  let uploaded: UploadedImage;

  it('stores a real image under a generated name and answers its URL (201)', async () => {
    const response = await upload('../../снимка.PNG', PNG_BYTES);
    expect(response.statusCode).toBe(201);
    const body = envelopeOf<UploadedImage>(response);
    expect(body.message).toBe('Изображението е качено успешно!');
    uploaded = body.data;
    expect(uploaded.fileName).toMatch(/^\d{8}-[0-9a-f]{24}\.png$/);
    expect(uploaded.imageUrl).toBe(`/api/articles/images/${uploaded.fileName}`);
    // Kept in the database, not in one process's folder: another process on the same database serves it.
    expect(existsSync(path.join(suite.t.uploadsDir, uploaded.fileName))).toBe(false);
    const sibling = await suite.t.buildSibling({ uploadsDir: path.join(suite.t.uploadsDir, 'elsewhere') });
    const served = await sibling.inject({ method: 'GET', url: uploaded.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals((await suite.t.app.inject({ method: 'GET', url: uploaded.imageUrl })).rawPayload)).toBe(true);
  });

  it('serves it with its content type, nosniff and a long cache', async () => {
    const response = await suite.t.app.inject({ method: 'GET', url: uploaded.imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('lists the stored file names', async () => {
    const { body } = await call<string[]>(suite.t.app, { method: 'GET', url: '/api/articles/images' });
    expect(body.data).toEqual([uploaded.fileName]);
  });

  it('refuses a file that only claims to be an image (400)', async () => {
    const response = await upload('evil.png', Buffer.from('<script>alert(1)</script>'));
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({
      success: false,
      data: { field: 'file' },
      message: 'Файлът не е изображение. Позволени са JPEG, PNG, WebP, GIF и AVIF.',
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload('big.png', big);
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response)).toEqual({ success: false, data: null, message: 'Файлът е по-голям от 5 MB' });
  });

  it('refuses an upload without the token (401) and without the "file" field (400)', async () => {
    expect((await upload('a.png', PNG_BYTES, {})).statusCode).toBe(401);
    const wrongField = await upload('a.png', PNG_BYTES, suite.admin, 'image');
    expect(wrongField.statusCode).toBe(400);
    expect(envelopeOf(wrongField).message).toBe('Липсва файл (поле "file")');
  });
});

describe('recognising images by content', () => {
  const blank = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#2050c0' } });
  it.each([
    ['jpg', () => blank().jpeg().toBuffer()],
    ['gif', () => blank().gif().toBuffer()],
    ['webp', () => blank().webp().toBuffer()],
    ['avif', () => blank().avif().toBuffer()],
  ])('accepts %s', async (extension, make) => {
    const response = await upload(`image.bin`, await make());
    expect(response.statusCode).toBe(201);
    expect(envelopeOf<UploadedImage>(response).data.fileName.endsWith(`.${extension}`)).toBe(true);
  });

  it('refuses a file that starts like an image but is not one (400)', async () => {
    const response = await upload('broken.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]));
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({
      success: false,
      data: { field: 'file' },
      message: 'Файлът не е изображение. Позволени са JPEG, PNG, WebP, GIF и AVIF.',
    });
  });
});

/** The GPS IFD pointer (tag 0x8825) of little-endian EXIF, as sharp writes it. */
const hasGps = (exif: Buffer | undefined) => exif !== undefined && exif.includes(Buffer.from([0x25, 0x88]));

describe('what a photo says about where it was taken', () => {
  it('is not served: an uploaded JPEG comes back upright, without EXIF or GPS', async () => {
    // 40×20 pixels stored on their side (orientation 6): upright, the photo is 20 wide and 40 high.
    const photo = await phonePhoto(40, 20, 6);
    const original = await sharp(photo).metadata();
    expect([original.width, original.height, original.orientation, hasGps(original.exif)]).toEqual([40, 20, 6, true]);

    const response = await upload('telefon.jpg', photo);
    expect(response.statusCode).toBe(201);
    const { imageUrl, fileName } = envelopeOf<UploadedImage>(response).data;
    expect(fileName.endsWith('.jpg')).toBe(true);
    const served = await suite.t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
  });

  it('keeps an animated GIF animated', async () => {
    const frames = await Promise.all(
      ['#c00', '#0c0', '#00c'].map((background) =>
        sharp({ create: { width: 10, height: 10, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [200, 200, 200], loop: 0 })
      .toBuffer();
    const response = await upload('anim.gif', gif);
    expect(response.statusCode).toBe(201);
    const served = await suite.t.app.inject({ method: 'GET', url: envelopeOf<UploadedImage>(response).data.imageUrl });
    expect(served.headers['content-type']).toBe('image/gif');
    expect(await sharp(served.rawPayload, { animated: true }).metadata()).toMatchObject({ format: 'gif', pages: 3, delay: [200, 200, 200], width: 10 });
  });

  it('is removed from images stored by an older version once the app starts, each image once', async () => {
    const names = ['20250101-aaaaaaaaaaaaaaaaaaaaaaa1.jpg', '20250101-aaaaaaaaaaaaaaaaaaaaaaa2.jpg'];
    // As an older version stored them: the bytes as uploaded.
    for (const name of names) {
      await suite.t.database.db.execute(
        sql`insert into article_images (file_name, mime, bytes) values (${name}, 'image/jpeg', ${await phonePhoto(40, 20, 6)})`,
      );
    }
    const before = await suite.t.app.inject({ method: 'GET', url: `/api/articles/images/${names[0]}` });
    expect(hasGps((await sharp(before.rawPayload).metadata()).exif)).toBe(true);

    // Two servers starting together on the same database.
    const logs: string[][] = [[], []];
    const started = await Promise.all(logs.map((lines) => suite.t.buildSibling({ logLevel: 'info', logStream: { write: (line) => lines.push(line) } })));
    for (const name of names) {
      const served = await started[0]!.inject({ method: 'GET', url: `/api/articles/images/${name}` });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
      expect(meta.exif).toBeUndefined();
    }
    const counts = logs
      .flat()
      .map((line) => JSON.parse(line) as { msg: string; converted?: number })
      .filter((entry) => entry.msg === 'article images re-encoded without their metadata');
    expect(counts.reduce((sum, entry) => sum + (entry.converted ?? 0), 0)).toBe(2);
    // The count only: no bytes of a picture in the log.
    expect(logs.flat().join('\n')).not.toContain('PhoneMaker');

    const later: string[] = [];
    await suite.t.buildSibling({ logLevel: 'info', logStream: { write: (line) => later.push(line) } });
    expect(later.join('\n')).not.toContain('re-encoded');
  });
});

describe('deleting and path tricks', () => {
  it.each(['..%2Fsecrets.json', '..%2F..%2Fetc%2Fpasswd', '%2E%2E%2Fsecrets.json', 'a%5Cb.png', '.hidden.png', 'name.svg'])(
    'answers 400 for the name %s',
    async (name) => {
      const result = await call(suite.t.app, { method: 'DELETE', url: `/api/images/delete-article/${name}`, headers: suite.admin });
      expect(result).toEqual({ status: 400, body: { success: false, data: { field: 'fileName' }, message: 'Невалидно име на файл' } });
      expect((await call(suite.t.app, { method: 'GET', url: `/api/articles/images/${name}` })).status).toBe(400);
    },
  );

  it('answers 400 naming the file name for a NUL byte in it', async () => {
    const refused = (field: string) => ({ status: 400, body: { success: false, data: { field }, message: `Параметърът "${field}" съдържа недопустим знак` } });
    expect(await call(suite.t.app, { method: 'DELETE', url: '/api/images/delete-article/x.png%00.txt', headers: suite.admin })).toEqual(refused('name'));
    expect(await call(suite.t.app, { method: 'GET', url: '/api/articles/images/x.png%00.txt' })).toEqual(refused('fileName'));
  });

  it('never deletes a file outside the uploads folder', async () => {
    const outside = path.join(path.dirname(suite.t.uploadsDir), `${path.basename(suite.t.uploadsDir)}-outside.png`);
    await writeFile(outside, PNG_BYTES);
    try {
      const name = encodeURIComponent(`../${path.basename(outside)}`);
      expect((await call(suite.t.app, { method: 'DELETE', url: `/api/images/delete-article/${name}`, headers: suite.admin })).status).toBe(400);
      expect(existsSync(outside)).toBe(true);
    } finally {
      await rm(outside, { force: true });
    }
  });

  it('deletes an uploaded image, then it is 404', async () => {
    const { fileName } = envelopeOf<UploadedImage>(await upload('x.png', PNG_BYTES)).data;
    expect((await call(suite.t.app, { method: 'DELETE', url: `/api/images/delete-article/${fileName}` })).status).toBe(401);
    expect(await call(suite.t.app, { method: 'DELETE', url: `/api/images/delete-article/${fileName}`, headers: suite.admin })).toEqual({
      status: 200,
      body: { success: true, data: null, message: 'Изображението е изтрито успешно' },
    });
    expect((await call(suite.t.app, { method: 'GET', url: `/api/articles/images/${fileName}` })).status).toBe(404);
    expect((await call(suite.t.app, { method: 'DELETE', url: `/api/images/delete-article/${fileName}`, headers: suite.admin })).status).toBe(404);
  });
});

describe('images uploaded before they were kept in the database', () => {
  it('are imported once from the uploads folder, in their order, and served like the others', async () => {
    const older = '20240101-aaaaaaaaaaaaaaaaaaaaaaaa.png';
    await writeFile(path.join(suite.t.uploadsDir, older), PNG_BYTES);
    await writeFile(path.join(suite.t.uploadsDir, 'notes.txt'), 'not an image');
    const sibling = await suite.t.buildSibling();
    const { body } = await call<string[]>(sibling, { method: 'GET', url: '/api/articles/images' });
    expect(body.data).toContain(older);
    expect(body.data).not.toContain('notes.txt');
    expect((await sibling.inject({ method: 'GET', url: `/api/articles/images/${older}` })).headers['content-type']).toBe('image/png');
    // A second start imports nothing twice.
    const again = await suite.t.buildSibling();
    expect((await call<string[]>(again, { method: 'GET', url: '/api/articles/images' })).body.data.filter((name) => name === older)).toHaveLength(1);
  });
});
