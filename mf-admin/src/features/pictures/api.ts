// The picture library: list (with uses), upload with progress, alternative text, delete.
import type { Picture, PictureInLibrary } from '@site/shared';
import { requestData } from '@site/shared/api-client';
import { requestEveryPage } from '@site/shared/paged-request';
import { uploadWithProgress } from '../../lib/staff-writes';

export function listPictures(): Promise<PictureInLibrary[]> {
  return requestEveryPage<PictureInLibrary>({ method: 'GET', url: '/pictures' });
}

/** One multipart request (fields `alt` and `file`); the browser reports progress as the body is sent. */
export function uploadPicture(file: File, alt: string, onProgress: (percent: number) => void): Promise<PictureInLibrary> {
  const body = new FormData();
  body.append('alt', alt);
  body.append('file', file);
  return uploadWithProgress<PictureInLibrary>('/pictures', body, onProgress);
}

export function changeAlt(id: number, alt: string): Promise<Picture> {
  return requestData<Picture>({ method: 'PATCH', url: `/pictures/${id}`, data: { alt } });
}

export async function deletePicture(id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/pictures/${id}` });
}
