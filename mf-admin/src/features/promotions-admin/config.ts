// The promotions section: the home page's 'Специални условия', each shown until its last day (Sofia time).
import type { Promotion, PromotionInput } from '@site/shared';
import { formErrors } from '@site/shared/contracts/messages';
import { PromotionInputSchema } from '@site/shared/contracts/promotion';
import { formatLongDate } from '@site/shared/bg-dates';
import { queryKeys } from '@site/shared/data';
import { todayInSofia } from '@site/shared/sofia-dates';
import {
  flag,
  orNull,
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
import { changePromotion, deletePromotion, savePromotion } from './api';

export const promotionMessages = sectionMessages({
  listHeading: 'Промоции на началната страница',
  createHeading: 'Нова промоция',
  empty: 'Няма промоции. Началната страница не показва раздела „Специални условия“.',
  loadFailed: 'Грешка при зареждане на промоциите',
  created: 'Промоцията е създадена успешно!',
  updated: 'Промоцията е обновена успешно!',
  saveFailed: 'Грешка при запазване на промоцията',
  deleted: 'Промоцията е изтрита успешно!',
  deleteFailed: 'Грешка при изтриване на промоцията',
  activated: 'Промоцията е активирана.',
  deactivated: 'Промоцията е деактивирана и вече не се показва.',
  moved: 'Редът на промоциите е променен.',
  changeFailed: 'Грешка при промяна на промоцията',
});

/** Every property of the body has its field. */
type PromotionFormName = FormName<PromotionInput>;

const fields: FieldSpecs<PromotionFormName> = {
  title: { kind: 'text', label: 'Заглавие', required: true },
  body: { kind: 'textarea', label: 'Текст' },
  endsOn: { kind: 'date', label: 'Последен ден', hint: 'След този ден промоцията не се показва. Оставете празно за промоция без край.' },
  order: { kind: 'number', label: 'Ред в списъка' },
  isActive: { kind: 'checkbox', label: 'Активна' },
};

const emptyValues = (): FormValues<PromotionFormName> => ({ title: '', body: '', endsOn: '', order: '0', isActive: true });

const valuesOf = (promotion: Promotion): FormValues<PromotionFormName> => ({
  title: promotion.title,
  body: promotion.body,
  endsOn: promotion.endsOn ?? '',
  order: String(promotion.order),
  isActive: promotion.isActive,
});

/** The contract's rules on the body the form would send. */
function validate(values: FormValues<PromotionFormName>): FieldErrors {
  return formErrors(PromotionInputSchema, promotionInputOf(values));
}

function promotionInputOf(values: FormValues<PromotionFormName>): FormBody<PromotionInput, PromotionFormName> {
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

export const promotionsSection: SectionConfig<Promotion, PromotionFormName> = {
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
