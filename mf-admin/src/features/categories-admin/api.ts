// The administrator's writes on article categories (the list is the article form's categories read).
import type { Category, CategoryInput, StatusAndOrder } from '@site/shared';
import { bearer, requestData } from '@site/shared/api-client';

export function saveCategory(token: string, input: CategoryInput, id: number | null): Promise<Category> {
  return id === null
    ? requestData<Category>({ method: 'POST', url: '/categories', data: input, headers: bearer(token) })
    : requestData<Category>({ method: 'PUT', url: `/categories/${id}`, data: { ...input, id }, headers: bearer(token) });
}

export function changeCategory(token: string, id: number, change: StatusAndOrder): Promise<Category> {
  return requestData<Category>({ method: 'PATCH', url: `/categories/${id}`, data: change, headers: bearer(token) });
}

export async function deleteCategory(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/categories/${id}`, headers: bearer(token) });
}
