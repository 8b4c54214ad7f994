// The form's messages (spec section 8, Admin); the field rules' messages live in shared.
export const formMessages = {
  created: 'Статията е създадена успешно!',
  updated: 'Статията е обновена успешно!',
  createFailed: 'Грешка при създаване на статията',
  saveFailed: 'Възникна грешка при запазване',
  loadFailed: 'Грешка при зареждане на статията',
  loadForEditFailed: 'Грешка при зареждане на статията за редактиране',
  unsavedChanges: 'Имате незапазени промени. Сигурни ли сте, че искате да ги изоставите?',
  categoriesFailed: 'Категориите не можаха да се заредят. Статията може да се запази без категория.',
} as const;
