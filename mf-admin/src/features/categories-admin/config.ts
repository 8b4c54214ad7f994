// The categories section: name, address, colour of the badge, status and place in the articles sidebar.
import type { Category, CategoryInput } from '@site/shared';
import { CategoryInputSchema } from '@site/shared/contracts/category';
import { formErrors } from '@site/shared/contracts/messages';
import { queryKeys } from '@site/shared/data';
import { slugify } from '@site/shared/slugify';
import type { FieldErrors, FieldSpecs, FormBody, FormName, FormValues, SectionConfig } from '../../components/item-editor/fields';
import { orderAndStatusOf, orderAndStatusValues, sectionApi, trimmed, withoutDerivedSlugError } from '../../components/item-editor/fields';
import { itemMessages } from '../../components/item-editor/item-messages';
import { changeCategory, deleteCategory, saveCategory } from './api';

export const categoryMessages = itemMessages(
  { subject: 'Категорията', object: 'категорията', plural: 'категориите', ending: 'а', seenOn: 'на сайта' },
  {
    listHeading: 'Категории на статиите',
    createHeading: 'Нова категория',
    empty: 'Все още няма категории. Създайте първата с формата по-долу.',
    confirmDelete: (name) => `Сигурни ли сте, че искате да изтриете „${name}“? Статиите ѝ остават, без категория.`,
  },
);

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
  ...orderAndStatusValues(category),
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
    ...orderAndStatusOf(values),
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
  api: sectionApi({ save: saveCategory, change: changeCategory, remove: deleteCategory }, categoryInputOf),
  invalidates: [queryKeys.categories.all, queryKeys.articles.all],
};
