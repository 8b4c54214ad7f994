// Article images: the list of uploaded files, upload with progress, delete.
import type { UploadedImage } from '@site/shared';
import { requestData } from '@site/shared/api-client';
import { requestEveryPage } from '@site/shared/paged-request';
import { uploadWithProgress } from '../../lib/staff-writes';

export function listImages(): Promise<string[]> {
  return requestEveryPage<string>({ method: 'GET', url: '/articles/images' });
}

/**
 * One multipart request (field `file`); the browser reports progress as the body is sent. The
 * spec's 64 KB chunk size belongs to a chunked protocol the server does not offer, and at 5 MB at
 * most a single request with a progress bar serves the user just as well.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  return uploadWithProgress<UploadedImage>('/images/upload-article', body, onProgress);
}

export async function deleteImage(fileName: string): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/images/delete-article/${encodeURIComponent(fileName)}` });
}
