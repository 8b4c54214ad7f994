// The promotions section: the home page's 'Специални условия', each shown until its last day (Sofia time).
import type { Promotion, PromotionInput } from '@site/shared';
import { formErrors } from '@site/shared/contracts/messages';
import { PromotionInputSchema } from '@site/shared/contracts/promotion';
import { formatLongDate } from '@site/shared/bg-dates';
import { queryKeys } from '@site/shared/data';
import { todayInSofia } from '@site/shared/sofia-dates';
import type { FieldErrors, FieldSpecs, FormBody, FormName, FormValues, SectionConfig } from '../../components/item-editor/fields';
import { orderAndStatusOf, orderAndStatusValues, orNull, sectionApi, trimmed } from '../../components/item-editor/fields';
import { itemMessages } from '../../components/item-editor/item-messages';
import { changePromotion, deletePromotion, savePromotion } from './api';

/** A promotion is not on the site's pages but in a section of the home page: it is shown there or not. */
export const promotionMessages = itemMessages(
  { subject: 'Промоцията', object: 'промоцията', plural: 'промоциите', ending: 'а' },
  {
    listHeading: 'Промоции на началната страница',
    createHeading: 'Нова промоция',
    empty: 'Няма промоции. Началната страница не показва раздела „Специални условия“.',
  },
);

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
  ...orderAndStatusValues(promotion),
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
    ...orderAndStatusOf(values),
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
  api: sectionApi({ save: savePromotion, change: changePromotion, remove: deletePromotion }, promotionInputOf),
  invalidates: [queryKeys.promotions.all],
};
