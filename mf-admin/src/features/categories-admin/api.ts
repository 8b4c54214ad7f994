// The administrator's calls on article categories: every category (a public read) and the writes.
import type { Category, CategoryInput } from '@site/shared';
import { requestData } from '@site/shared/api-client';
import { staffWrites } from '../../lib/staff-writes';

export function listCategories(): Promise<Category[]> {
  return requestData<Category[]>({ method: 'GET', url: '/categories' });
}

export const { save: saveCategory, change: changeCategory, remove: deleteCategory } = staffWrites<Category, CategoryInput>('/categories');
