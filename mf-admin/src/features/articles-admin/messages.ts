// What the articles section says (spec section 8, Admin); the field rules' messages live in shared.
import { sectionMessages } from '../../components/item-editor/fields';

export const articleMessages = sectionMessages({
  listHeading: 'Статии',
  createHeading: 'Нова статия',
  editHeading: () => 'Редактиране на статия',
  empty: 'Все още няма статии. Създайте първата с формата по-долу.',
  loadFailed: 'Грешка при зареждане на статиите',
  created: 'Статията е създадена успешно!',
  updated: 'Статията е обновена успешно!',
  createFailed: 'Грешка при създаване на статията',
  saveFailed: 'Възникна грешка при запазване',
  confirmDelete: () => 'Сигурни ли сте, че искате да изтриете тази статия?',
  deleted: 'Статията е изтрита успешно!',
  deleteFailed: 'Грешка при изтриване на статията',
  // The publish toggle ('Публикувай', 'Върни в чернова') says the same either way.
  activated: 'Статусът е променен успешно!',
  deactivated: 'Статусът е променен успешно!',
  changeFailed: 'Грешка при промяна на статуса',
  // The fields' own messages say what is missing.
  invalid: null,
  createAction: 'Създай статията',
  cancelAction: 'Отказ',
  unsavedChanges: 'Имате незапазени промени. Сигурни ли сте, че искате да ги изоставите?',
});

export const loadForEditMessages = {
  refused: 'Грешка при зареждане на статията',
  failed: 'Грешка при зареждане на статията за редактиране',
} as const;

export const categoriesFailed = 'Категориите не можаха да се заредят. Статията може да се запази без категория.';

/** The list's pager: „Страница 2 от 40 (812 статии)“ between „Предишна“ and „Следваща“. */
export const pagerTexts = {
  label: 'Страници на статиите',
  previous: 'Предишна',
  next: 'Следваща',
  page: (number: number, count: number) => `Страница ${number} от ${count}`,
  total: (total: number) => (total === 1 ? '(1 статия)' : `(${total} статии)`),
} as const;
