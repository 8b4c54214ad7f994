// The administrator's writes on article categories (the list is the article form's categories read).
import type { Category, CategoryInput } from '@site/shared';
import { staffWrites } from '../../lib/staff-writes';

export const { save: saveCategory, change: changeCategory, remove: deleteCategory } = staffWrites<Category, CategoryInput>('/categories');
