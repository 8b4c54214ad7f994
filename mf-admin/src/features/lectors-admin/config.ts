// The lecturers section: name, description (a paragraph per line), picture, status and place on /lectors.
import type { Lector, LectorInput } from '@site/shared';
import { LectorInputSchema } from '@site/shared/contracts/lector';
import { formErrors } from '@site/shared/contracts/messages';
import { queryKeys } from '@site/shared/data';
import type { FieldErrors, FieldSpecs, FormBody, FormName, FormValues, SectionConfig } from '../../components/item-editor/fields';
import { orderAndStatusOf, orderAndStatusValues, pictureIdOf, keepingImage, sectionApi, trimmed } from '../../components/item-editor/fields';
import { itemMessages } from '../../components/item-editor/item-messages';
import { changeLector, deleteLector, saveLector } from './api';

export const lectorMessages = itemMessages(
  { subject: 'Лекторът', object: 'лектора', plural: 'лекторите', ending: '', seenOn: 'на страницата „Лектори“', made: 'добавен' },
  {
    listHeading: 'Лектори',
    createHeading: 'Нов лектор',
    empty: 'Все още няма лектори. Добавете първия с формата по-долу.',
    confirmDelete: (name) => `Сигурни ли сте, че искате да изтриете „${name}“? Лекторът ще бъде премахнат и от курсовете си.`,
  },
);

/** `image`, an image's address from before the picture library, has no field (see keepingImage). */
type LectorFormName = FormName<LectorInput, 'image'>;

const fields: FieldSpecs<LectorFormName> = {
  fullName: { kind: 'text', label: 'Име и фамилия', required: true },
  pictureId: { kind: 'picture', label: 'Снимка' },
  description: { kind: 'textarea', label: 'Представяне', hint: 'Всеки абзац на нов ред.' },
  order: { kind: 'number', label: 'Ред в списъка' },
  isActive: { kind: 'checkbox', label: 'Активен (вижда се на страницата „Лектори“)' },
};

const emptyValues = (): FormValues<LectorFormName> => ({ fullName: '', pictureId: null, description: '', order: '0', isActive: true });

const valuesOf = (lector: Lector): FormValues<LectorFormName> => ({
  fullName: lector.fullName,
  pictureId: lector.picture?.id ?? null,
  description: lector.description,
  ...orderAndStatusValues(lector),
});

/** The contract's rules on the body the form would send (an order typed with letters arrives as NaN, not an integer). */
function validate(values: FormValues<LectorFormName>): FieldErrors {
  return formErrors(LectorInputSchema, lectorInputOf(values));
}

function lectorInputOf(values: FormValues<LectorFormName>): FormBody<LectorInput, LectorFormName> {
  return {
    fullName: trimmed(values, 'fullName'),
    pictureId: pictureIdOf(values, 'pictureId'),
    description: trimmed(values, 'description'),
    ...orderAndStatusOf(values),
  };
}

export const lectorsSection: SectionConfig<Lector, LectorFormName> = {
  fields,
  emptyValues,
  valuesOf,
  validate,
  titleOf: (lector) => lector.fullName,
  detailsOf: (lector) => [lector.description.split('\n')[0] ?? ''].filter(Boolean),
  pictureOf: (lector) => lector.picture,
  orderOf: (lector) => lector.order,
  statusLabels: { active: 'Активен', inactive: 'Неактивен' },
  messages: lectorMessages,
  api: sectionApi({ save: saveLector, change: changeLector, remove: deleteLector }, keepingImage(lectorInputOf)),
  // A lecturer shows on the courses they teach, so the course reads change too.
  invalidates: [queryKeys.lectors.all, queryKeys.courses.all, queryKeys.pictures.all],
};
