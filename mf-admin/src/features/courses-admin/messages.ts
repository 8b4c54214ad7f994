// What the courses section says, in the style of the article screens.
import { itemMessages } from '../../components/item-editor/item-messages';

export const courseMessages = itemMessages(
  { subject: 'Курсът', object: 'курса', plural: 'курсовете', ending: '', seenOn: 'на сайта' },
  {
    listHeading: 'Курсове и ВИП пакети',
    createHeading: 'Нов курс',
    empty: 'Все още няма курсове. Създайте първия с формата по-долу.',
  },
);

/** The form's own rules; the fields' limits and their messages come from CourseInputSchema. */
export const courseFieldMessages = {
  priceInvalid: 'Въведете цена в евро, например 250,53 (0 или повече, до два знака след запетаята)',
  realValueInvalid: 'Въведете реалната стойност в евро, например 1124,33, или оставете празно',
  faqIncomplete: 'Всеки въпрос има и отговор',
} as const;
