import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedImage } from '@site/shared';
import { multipartFile, PNG_BYTES } from '../../test/fixtures';
import { adminHeaders, call, createTestContext, envelopeOf, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminHeaders(t.app);
});
afterAll(() => t.close());

const upload = (fileName: string, bytes: Buffer, headers: Record<string, string> = admin, field = 'file') => {
  const form = multipartFile(field, fileName, bytes);
  return t.app.inject({ method: 'POST', url: '/api/images/upload-article', headers: { ...headers, ...form.headers }, payload: form.payload });
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
    expect(existsSync(path.join(t.uploadsDir, uploaded.fileName))).toBe(false);
    const sibling = await t.buildSibling({ uploadsDir: path.join(t.uploadsDir, 'elsewhere') });
    const served = await sibling.inject({ method: 'GET', url: uploaded.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('serves it with its content type, nosniff and a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: uploaded.imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('lists the stored file names', async () => {
    const { body } = await call<string[]>(t.app, { method: 'GET', url: '/api/articles/images' });
    expect(body.data).toEqual([uploaded.fileName]);
  });

  it('refuses a file that only claims to be an image (400)', async () => {
    const response = await upload('evil.png', Buffer.from('<script>alert(1)</script>'));
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({ success: false, data: { field: 'file' }, message: 'Файлът не е изображение. Позволени са JPEG, PNG, WebP, GIF и AVIF.' });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload('big.png', big);
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response)).toEqual({ success: false, data: null, message: 'Файлът е по-голям от 5 MB' });
  });

  it('refuses an upload without the token (401) and without the "file" field (400)', async () => {
    expect((await upload('a.png', PNG_BYTES, {})).statusCode).toBe(401);
    const wrongField = await upload('a.png', PNG_BYTES, admin, 'image');
    expect(wrongField.statusCode).toBe(400);
    expect(envelopeOf(wrongField).message).toBe('Липсва файл (поле "file")');
  });
});

describe('recognising images by content', () => {
  it.each([
    ['jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])],
    ['avif', Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif'), Buffer.alloc(4), Buffer.from('mif1miaf')])],
  ])('accepts %s', async (extension, bytes) => {
    const response = await upload(`image.bin`, bytes);
    expect(response.statusCode).toBe(201);
    expect(envelopeOf<UploadedImage>(response).data.fileName.endsWith(`.${extension}`)).toBe(true);
  });
});

describe('deleting and path tricks', () => {
  it.each(['..%2Fsecrets.json', '..%2F..%2Fetc%2Fpasswd', '%2E%2E%2Fsecrets.json', 'a%5Cb.png', '.hidden.png', 'name.svg'])(
    'answers 400 for the name %s',
    async (name) => {
      const result = await call(t.app, { method: 'DELETE', url: `/api/images/delete-article/${name}`, headers: admin });
      expect(result).toEqual({ status: 400, body: { success: false, data: { field: 'fileName' }, message: 'Невалидно име на файл' } });
      expect((await call(t.app, { method: 'GET', url: `/api/articles/images/${name}` })).status).toBe(400);
    },
  );

  it('answers 400 naming the file name for a NUL byte in it', async () => {
    const refused = (field: string) => ({ status: 400, body: { success: false, data: { field }, message: `Параметърът "${field}" съдържа недопустим знак` } });
    expect(await call(t.app, { method: 'DELETE', url: '/api/images/delete-article/x.png%00.txt', headers: admin })).toEqual(refused('name'));
    expect(await call(t.app, { method: 'GET', url: '/api/articles/images/x.png%00.txt' })).toEqual(refused('fileName'));
  });

  it('never deletes a file outside the uploads folder', async () => {
    const outside = path.join(path.dirname(t.uploadsDir), `${path.basename(t.uploadsDir)}-outside.png`);
    await writeFile(outside, PNG_BYTES);
    const name = encodeURIComponent(`../${path.basename(outside)}`);
    expect((await call(t.app, { method: 'DELETE', url: `/api/images/delete-article/${name}`, headers: admin })).status).toBe(400);
    expect(existsSync(outside)).toBe(true);
  });

  it('deletes an uploaded image, then it is 404', async () => {
    const { fileName } = envelopeOf<UploadedImage>(await upload('x.png', PNG_BYTES)).data;
    expect((await call(t.app, { method: 'DELETE', url: `/api/images/delete-article/${fileName}` })).status).toBe(401);
    expect(await call(t.app, { method: 'DELETE', url: `/api/images/delete-article/${fileName}`, headers: admin })).toEqual({
      status: 200,
      body: { success: true, data: null, message: 'Изображението е изтрито успешно' },
    });
    expect((await call(t.app, { method: 'GET', url: `/api/articles/images/${fileName}` })).status).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: `/api/images/delete-article/${fileName}`, headers: admin })).status).toBe(404);
  });
});

describe('images uploaded before they were kept in the database', () => {
  it('are imported once from the uploads folder, in their order, and served like the others', async () => {
    const older = '20240101-aaaaaaaaaaaaaaaaaaaaaaaa.png';
    await writeFile(path.join(t.uploadsDir, older), PNG_BYTES);
    await writeFile(path.join(t.uploadsDir, 'notes.txt'), 'not an image');
    const sibling = await t.buildSibling();
    const { body } = await call<string[]>(sibling, { method: 'GET', url: '/api/articles/images' });
    expect(body.data).toContain(older);
    expect(body.data).not.toContain('notes.txt');
    expect((await sibling.inject({ method: 'GET', url: `/api/articles/images/${older}` })).headers['content-type']).toBe('image/png');
    // A second start imports nothing twice.
    const again = await t.buildSibling();
    expect((await call<string[]>(again, { method: 'GET', url: '/api/articles/images' })).body.data.filter((name) => name === older)).toHaveLength(1);
  });
});
