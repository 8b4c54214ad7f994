// What the courses section says, in the style of the article screens.
import { sectionMessages } from '../../components/item-editor/fields';

export const courseMessages = sectionMessages({
  listHeading: 'Курсове и ВИП пакети',
  createHeading: 'Нов курс',
  empty: 'Все още няма курсове. Създайте първия с формата по-долу.',
  loadFailed: 'Грешка при зареждане на курсовете',
  created: 'Курсът е създаден успешно!',
  updated: 'Курсът е обновен успешно!',
  saveFailed: 'Грешка при запазване на курса',
  deleted: 'Курсът е изтрит успешно!',
  deleteFailed: 'Грешка при изтриване на курса',
  activated: 'Курсът е активиран и се вижда на сайта.',
  deactivated: 'Курсът е деактивиран и вече не се вижда на сайта.',
  moved: 'Редът на курсовете е променен.',
  changeFailed: 'Грешка при промяна на курса',
});

/** The form's own rules; the fields' limits and their messages come from CourseInputSchema. */
export const courseFieldMessages = {
  priceInvalid: 'Въведете цена в лева (число, 0 или повече)',
  realValueInvalid: 'Въведете реалната стойност в лева (число) или оставете празно',
  faqIncomplete: 'Всеки въпрос има и отговор',
} as const;
