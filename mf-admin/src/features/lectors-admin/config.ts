// The lecturers section: name, description (a paragraph per line), picture, status and place on /lectors.
import type { Lector, LectorInput } from '@site/shared';
import { LectorInputSchema } from '@site/shared/contracts/lector';
import { formErrors } from '@site/shared/contracts/messages';
import { queryKeys } from '@site/shared/data';
import {
  flag,
  pictureIdOf,
  textOf,
  trimmed,
  type FieldErrors,
  type FieldSpecs,
  type FormBody,
  type FormName,
  type FormValues,
  type SectionConfig,
  sectionMessages,
} from '../../components/item-editor/fields';
import { changeLector, deleteLector, saveLector } from './api';

export const lectorMessages = sectionMessages({
  listHeading: 'Лектори',
  createHeading: 'Нов лектор',
  empty: 'Все още няма лектори. Добавете първия с формата по-долу.',
  loadFailed: 'Грешка при зареждане на лекторите',
  created: 'Лекторът е добавен успешно!',
  updated: 'Лекторът е обновен успешно!',
  saveFailed: 'Грешка при запазване на лектора',
  confirmDelete: (name) => `Сигурни ли сте, че искате да изтриете „${name}“? Лекторът ще бъде премахнат и от курсовете си.`,
  deleted: 'Лекторът е изтрит успешно!',
  deleteFailed: 'Грешка при изтриване на лектора',
  activated: 'Лекторът е активиран и се вижда на страницата „Лектори“.',
  deactivated: 'Лекторът е деактивиран и вече не се вижда на страницата „Лектори“.',
  moved: 'Редът на лекторите е променен.',
  changeFailed: 'Грешка при промяна на лектора',
});

/** `image`, an image's address from before the picture library, is left out: staff choose a picture. */
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
  order: String(lector.order),
  isActive: lector.isActive,
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
    order: Number(textOf(values, 'order') || '0'),
    isActive: flag(values, 'isActive'),
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
  api: {
    save: (token, values, id) => saveLector(token, lectorInputOf(values), id),
    change: changeLector,
    remove: deleteLector,
  },
  // A lecturer shows on the courses they teach, so the course reads change too.
  invalidates: [queryKeys.lectors.all, queryKeys.courses.all, queryKeys.pictures.all],
};
