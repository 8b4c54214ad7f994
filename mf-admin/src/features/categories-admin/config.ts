// The categories section: name, address, colour of the badge, status and place in the articles sidebar.
import type { Category, CategoryInput } from '@site/shared';
import { CategoryInputSchema } from '@site/shared/contracts/category';
import { formErrors } from '@site/shared/contracts/messages';
import { queryKeys } from '@site/shared/data';
import { slugify } from '@site/shared/slugify';
import {
  flag,
  textOf,
  trimmed,
  withoutDerivedSlugError,
  type FieldErrors,
  type FieldSpecs,
  type FormBody,
  type FormName,
  type FormValues,
  type SectionConfig,
  sectionMessages,
} from '../../components/item-editor/fields';
import { changeCategory, deleteCategory, saveCategory } from './api';

export const categoryMessages = sectionMessages({
  listHeading: 'Категории на статиите',
  createHeading: 'Нова категория',
  empty: 'Все още няма категории. Създайте първата с формата по-долу.',
  loadFailed: 'Грешка при зареждане на категориите',
  created: 'Категорията е създадена успешно!',
  updated: 'Категорията е обновена успешно!',
  saveFailed: 'Грешка при запазване на категорията',
  confirmDelete: (name) => `Сигурни ли сте, че искате да изтриете „${name}“? Статиите ѝ остават, без категория.`,
  deleted: 'Категорията е изтрита успешно!',
  deleteFailed: 'Грешка при изтриване на категорията',
  activated: 'Категорията е активирана и се вижда на сайта.',
  deactivated: 'Категорията е деактивирана и вече не се вижда на сайта.',
  moved: 'Редът на категориите е променен.',
  changeFailed: 'Грешка при промяна на категорията',
});

/** Every property of the body has its field. */
type CategoryFormName = FormName<CategoryInput>;

const fields: FieldSpecs<CategoryFormName> = {
  name: { kind: 'text', label: 'Име', required: true },
  slug: { kind: 'text', label: 'Адрес (slug)', hint: 'Оставете празно, за да се образува от името.' },
  color: { kind: 'color', label: 'Цвят', hint: 'Например #1d4ed8.' },
  order: { kind: 'number', label: 'Ред в списъка' },
  isActive: { kind: 'checkbox', label: 'Активна (вижда се на сайта)' },
};

const emptyValues = (): FormValues<CategoryFormName> => ({ name: '', slug: '', color: '', order: '0', isActive: true });

const valuesOf = (category: Category): FormValues<CategoryFormName> => ({
  name: category.name,
  slug: category.slug,
  color: category.color,
  order: String(category.order),
  isActive: category.isActive,
});

const slugOf = (values: FormValues<CategoryFormName>) => trimmed(values, 'slug') || slugify(trimmed(values, 'name'));

/** The contract's rules on the body the form would send. */
function validate(values: FormValues<CategoryFormName>): FieldErrors {
  return withoutDerivedSlugError(formErrors(CategoryInputSchema, categoryInputOf(values)), values, 'name');
}

function categoryInputOf(values: FormValues<CategoryFormName>): FormBody<CategoryInput, CategoryFormName> {
  return {
    name: trimmed(values, 'name'),
    slug: slugOf(values),
    color: trimmed(values, 'color') || undefined,
    order: Number(textOf(values, 'order') || '0'),
    isActive: flag(values, 'isActive'),
  };
}

export const categoriesSection: SectionConfig<Category, CategoryFormName> = {
  fields,
  emptyValues,
  valuesOf,
  validate,
  titleOf: (category) => category.name,
  detailsOf: (category) => [`/articles?category=${category.slug} · ${category.articleCount} публикувани статии`],
  pictureOf: () => null,
  orderOf: (category) => category.order,
  statusLabels: { active: 'Активна', inactive: 'Неактивна' },
  messages: categoryMessages,
  api: {
    save: (token, values, id) => saveCategory(token, categoryInputOf(values), id),
    change: changeCategory,
    remove: deleteCategory,
  },
  invalidates: [queryKeys.categories.all, queryKeys.articles.all],
};
