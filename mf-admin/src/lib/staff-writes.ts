// The administrator's writes on one kind of item, the same for each: create (POST), replace (PUT, the id
// in the path and the body), change status or order (PATCH), delete.
import type { StatusAndOrder } from '@site/shared';
import { requestData } from '@site/shared/api-client';

export function staffWrites<Item, Input extends object, Change extends object = StatusAndOrder>(path: string) {
  return {
    save(input: Input, id: number | null): Promise<Item> {
      return id === null
        ? requestData<Item>({ method: 'POST', url: path, data: input })
        : requestData<Item>({ method: 'PUT', url: `${path}/${id}`, data: { ...input, id } });
    },
    change(id: number, change: Change): Promise<Item> {
      return requestData<Item>({ method: 'PATCH', url: `${path}/${id}`, data: change });
    },
    async remove(id: number): Promise<void> {
      await requestData<null>({ method: 'DELETE', url: `${path}/${id}` });
    },
  };
}

/** One multipart request; the browser reports progress as the body is sent. */
export function uploadWithProgress<T>(url: string, body: FormData, onProgress: (percent: number) => void): Promise<T> {
  return requestData<T>({
    method: 'POST',
    url,
    data: body,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
}
