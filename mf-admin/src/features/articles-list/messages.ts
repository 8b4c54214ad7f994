// The list's messages (spec section 8, Admin).
export const listMessages = {
  toggled: 'Статусът е променен успешно!',
  toggleFailed: 'Грешка при промяна на статуса',
  confirmDelete: 'Сигурни ли сте, че искате да изтриете тази статия?',
  deleted: 'Статията е изтрита успешно!',
  deleteFailed: 'Грешка при изтриване на статията',
  loadFailed: 'Грешка при зареждане на статиите',
  empty: 'Все още няма статии. Създайте първата с формата по-долу.',
} as const;
