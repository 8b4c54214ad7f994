// The image section's messages (spec section 8, Admin, and the server's own wording for its limits).
export const imageMessages = {
  uploaded: 'Изображението е качено успешно!',
  uploadFailed: 'Грешка при качване на изображението',
  notAnImage: 'Файлът не е изображение. Позволени са JPEG, PNG, WebP, GIF и AVIF.',
  tooLarge: 'Файлът е по-голям от 5 MB',
  noFile: 'Първо изберете файл с изображение.',
  refreshed: 'Списъкът със снимки е обновен!',
  loadFailed: 'Грешка при зареждане на снимките',
  confirmDelete: 'Сигурни ли сте, че искате да изтриете това изображение?',
  deleted: 'Изображението е изтрито успешно!',
  deleteFailed: 'Грешка при изтриване на изображението',
  picked: 'Снимката е избрана за основна.',
  copied: (url: string) => `Адресът е копиран: ${url}`,
  copyFailed: (url: string) => `Адресът не можа да бъде копиран автоматично: ${url}`,
} as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
