// What each console section tells staff, letter for letter: one column a section, one row a message.
import type { SectionMessages } from '../components/item-editor/fields';
import { categoriesSection } from '../features/categories-admin/config';
import { coursesSection } from '../features/courses-admin/config';
import { eventsSection } from '../features/events-admin/config';
import { lectorsSection } from '../features/lectors-admin/config';
import { promotionsSection } from '../features/promotions-admin/config';

const sections = [coursesSection, eventsSection, lectorsSection, categoriesSection, promotionsSection];

/** The articles section's own wording (createFailed, the buttons, the unsaved-changes question) is tested with it. */
type Texts = Omit<SectionMessages, 'editHeading' | 'confirmDelete' | 'createFailed' | 'createAction' | 'cancelAction' | 'unsavedChanges'>;
const columns: Record<keyof Texts, string[]> = {
  listHeading: ['Курсове и ВИП пакети', 'Събития', 'Лектори', 'Категории на статиите', 'Промоции на началната страница'],
  createHeading: ['Нов курс', 'Ново събитие', 'Нов лектор', 'Нова категория', 'Нова промоция'],
  empty: [
    'Все още няма курсове. Създайте първия с формата по-долу.',
    'Все още няма събития. Създайте първото с формата по-долу.',
    'Все още няма лектори. Добавете първия с формата по-долу.',
    'Все още няма категории. Създайте първата с формата по-долу.',
    'Няма промоции. Началната страница не показва раздела „Специални условия“.',
  ],
  loadFailed: [
    'Грешка при зареждане на курсовете',
    'Грешка при зареждане на събитията',
    'Грешка при зареждане на лекторите',
    'Грешка при зареждане на категориите',
    'Грешка при зареждане на промоциите',
  ],
  created: [
    'Курсът е създаден успешно!',
    'Събитието е създадено успешно!',
    'Лекторът е добавен успешно!',
    'Категорията е създадена успешно!',
    'Промоцията е създадена успешно!',
  ],
  updated: [
    'Курсът е обновен успешно!',
    'Събитието е обновено успешно!',
    'Лекторът е обновен успешно!',
    'Категорията е обновена успешно!',
    'Промоцията е обновена успешно!',
  ],
  saveFailed: [
    'Грешка при запазване на курса',
    'Грешка при запазване на събитието',
    'Грешка при запазване на лектора',
    'Грешка при запазване на категорията',
    'Грешка при запазване на промоцията',
  ],
  deleted: [
    'Курсът е изтрит успешно!',
    'Събитието е изтрито успешно!',
    'Лекторът е изтрит успешно!',
    'Категорията е изтрита успешно!',
    'Промоцията е изтрита успешно!',
  ],
  deleteFailed: [
    'Грешка при изтриване на курса',
    'Грешка при изтриване на събитието',
    'Грешка при изтриване на лектора',
    'Грешка при изтриване на категорията',
    'Грешка при изтриване на промоцията',
  ],
  activated: [
    'Курсът е активиран и се вижда на сайта.',
    'Събитието е активирано и се вижда на сайта.',
    'Лекторът е активиран и се вижда на страницата „Лектори“.',
    'Категорията е активирана и се вижда на сайта.',
    'Промоцията е активирана.',
  ],
  deactivated: [
    'Курсът е деактивиран и вече не се вижда на сайта.',
    'Събитието е деактивирано и вече не се вижда на сайта.',
    'Лекторът е деактивиран и вече не се вижда на страницата „Лектори“.',
    'Категорията е деактивирана и вече не се вижда на сайта.',
    'Промоцията е деактивирана и вече не се показва.',
  ],
  moved: [
    'Редът на курсовете е променен.',
    'Редът е променен.',
    'Редът на лекторите е променен.',
    'Редът на категориите е променен.',
    'Редът на промоциите е променен.',
  ],
  changeFailed: [
    'Грешка при промяна на курса',
    'Грешка при промяна на събитието',
    'Грешка при промяна на лектора',
    'Грешка при промяна на категорията',
    'Грешка при промяна на промоцията',
  ],
  invalid: Array<string>(5).fill('Моля, поправете отбелязаните полета.'),
};

const asked = 'Сигурни ли сте, че искате да изтриете „Пример“?';
const deleteQuestions = [asked, asked, `${asked} Лекторът ще бъде премахнат и от курсовете си.`, `${asked} Статиите ѝ остават, без категория.`, asked];

describe.each(sections.map((section, column) => [section.messages.listHeading, section.messages, column] as const))(
  'the section „%s“',
  (_heading, messages, column) => {
    it('says each of its messages as staff have read them', () => {
      const { editHeading, confirmDelete, ...texts } = messages;
      const expected = Object.fromEntries(Object.entries(columns).map(([key, values]) => [key, values[column]]));
      expect(texts).toEqual(expected);
      expect(editHeading('Пример')).toBe('Редактиране на „Пример“');
      expect(confirmDelete('Пример')).toBe(deleteQuestions[column]);
    });
  },
);
