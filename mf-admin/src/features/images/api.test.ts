import { fakeApi, ok } from '@site/shared/testing/fake-api';
import { deleteImage, listImages, uploadImage } from './api';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

describe('images api', () => {
  it("uploads the file as the multipart field 'file' with the token, reporting progress", async () => {
    api = fakeApi((config) => {
      config.onUploadProgress?.({ loaded: 30, total: 120, bytes: 30, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 120, total: 120, bytes: 90, lengthComputable: true });
      return { status: 201, ...ok({ imageUrl: '/api/articles/images/x.png', fileName: 'x.png' }) };
    });
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    const progress: number[] = [];
    await expect(uploadImage(file, (percent) => progress.push(percent))).resolves.toEqual({ imageUrl: '/api/articles/images/x.png', fileName: 'x.png' });
    const request = api.last();
    expect(request).toMatchObject({ method: 'post', url: '/images/upload-article' });
    expect(request.headers.Authorization).toBeUndefined();
    expect(request.data).toBeInstanceOf(FormData);
    expect((request.data as FormData).get('file')).toBe(file);
    expect(progress).toEqual([25, 100]);
  });

  it('lists the image names and deletes one by name, in the session', async () => {
    api = fakeApi(ok(['a.png']));
    await expect(listImages()).resolves.toEqual(['a.png']);
    expect(api.last()).toMatchObject({ method: 'get', url: '/articles/images' });
    await deleteImage('a b.png');
    expect(api.last()).toMatchObject({ method: 'delete', url: '/images/delete-article/a%20b.png' });
    expect(api.last().headers.Authorization).toBeUndefined();
  });
});
