// The image section's messages (spec section 8, Admin, and the server's own wording for its limits).
import { fileTooLargeMessage, MAX_IMAGE_BYTES } from '@site/shared/upload-limits';

export const imageMessages = {
  uploaded: 'Изображението е качено успешно!',
  uploadFailed: 'Грешка при качване на изображението',
  notAnImage: 'Файлът не е изображение. Позволени са JPEG, PNG, WebP, GIF и AVIF.',
  tooLarge: fileTooLargeMessage(MAX_IMAGE_BYTES),
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

export { MAX_IMAGE_BYTES };
