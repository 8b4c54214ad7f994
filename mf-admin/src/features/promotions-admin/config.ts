// The promotions section: the home page's 'Специални условия', each shown until its last day (Sofia time).
import type { Promotion, PromotionInput } from '@site/shared';
import { formErrors } from '@site/shared/contracts/messages';
import { PromotionInputSchema } from '@site/shared/contracts/promotion';
import { formatLongDate } from '@site/shared/bg-dates';
import { queryKeys } from '@site/shared/data';
import { todayInSofia } from '@site/shared/sofia-dates';
import {
  flag, orNull, textOf, trimmed,
  type FieldErrors, type FieldSpec, type FormValues, type SectionConfig, type SectionMessages,
} from '../../components/item-editor/fields';
import { changePromotion, deletePromotion, savePromotion } from './api';

export const promotionMessages: SectionMessages = {
  listHeading: 'Промоции на началната страница',
  createHeading: 'Нова промоция',
  editHeading: (title) => `Редактиране на „${title}“`,
  empty: 'Няма промоции. Началната страница не показва раздела „Специални условия“.',
  loadFailed: 'Грешка при зареждане на промоциите',
  created: 'Промоцията е създадена успешно!',
  updated: 'Промоцията е обновена успешно!',
  saveFailed: 'Грешка при запазване на промоцията',
  confirmDelete: (title) => `Сигурни ли сте, че искате да изтриете „${title}“?`,
  deleted: 'Промоцията е изтрита успешно!',
  deleteFailed: 'Грешка при изтриване на промоцията',
  activated: 'Промоцията е активирана.',
  deactivated: 'Промоцията е деактивирана и вече не се показва.',
  moved: 'Редът на промоциите е променен.',
  changeFailed: 'Грешка при промяна на промоцията',
  invalid: 'Моля, поправете отбелязаните полета.',
};

const fields: FieldSpec[] = [
  { kind: 'text', name: 'title', label: 'Заглавие', required: true },
  { kind: 'textarea', name: 'body', label: 'Текст' },
  { kind: 'date', name: 'endsOn', label: 'Последен ден', hint: 'След този ден промоцията не се показва. Оставете празно за промоция без край.' },
  { kind: 'number', name: 'order', label: 'Ред в списъка' },
  { kind: 'checkbox', name: 'isActive', label: 'Активна' },
];

const emptyValues = (): FormValues => ({ title: '', body: '', endsOn: '', order: '0', isActive: true });

const valuesOf = (promotion: Promotion): FormValues => ({
  title: promotion.title,
  body: promotion.body,
  endsOn: promotion.endsOn ?? '',
  order: String(promotion.order),
  isActive: promotion.isActive,
});

/** The contract's rules on the body the form would send. */
function validate(values: FormValues): FieldErrors {
  return formErrors(PromotionInputSchema, promotionInputOf(values));
}

function promotionInputOf(values: FormValues): PromotionInput {
  return {
    title: trimmed(values, 'title'),
    body: trimmed(values, 'body'),
    endsOn: orNull(values, 'endsOn'),
    order: Number(textOf(values, 'order') || '0'),
    isActive: flag(values, 'isActive'),
  };
}

function endLine(promotion: Promotion): string {
  if (!promotion.endsOn) return 'Без краен срок';
  const ended = promotion.endsOn < todayInSofia();
  return `${ended ? 'Изтекла на' : 'Показва се до'} ${formatLongDate(promotion.endsOn)}`;
}

export const promotionsSection: SectionConfig<Promotion> = {
  fields,
  emptyValues,
  valuesOf,
  validate,
  titleOf: (promotion) => promotion.title,
  detailsOf: (promotion) => [endLine(promotion)],
  pictureOf: () => null,
  orderOf: (promotion) => promotion.order,
  statusLabels: { active: 'Активна', inactive: 'Неактивна' },
  messages: promotionMessages,
  api: {
    save: (token, values, id) => savePromotion(token, promotionInputOf(values), id),
    change: changePromotion,
    remove: deletePromotion,
  },
  invalidates: [queryKeys.promotions.all],
};
