// What the picture library and the picture field say (the server's own messages come from @site/shared/pictures).
export { pictureMessages } from '@site/shared/pictures';

/** Checked before sending; the server checks the bytes again. */
export { MAX_PICTURE_BYTES } from '@site/shared/upload-limits';

export const libraryMessages = {
  heading: 'Снимки',
  empty: 'Все още няма качени снимки.',
  loadFailed: 'Грешка при зареждане на снимките',
  uploadFailed: 'Грешка при качване на снимката',
  deleteFailed: 'Грешка при изтриване на снимката',
  confirmDelete: (alt: string) => `Сигурни ли сте, че искате да изтриете снимката „${alt}“?`,
  unused: 'Не се използва',
  usedBy: 'Използва се от',
  none: 'Без снимка',
  choose: 'Снимка от библиотеката',
  uploadHeading: 'Или качете нова снимка',
  uploadNew: 'Качете нова снимка',
  fileLabel: 'Файл (JPEG, PNG, WebP, GIF или AVIF, до 10 MB)',
  altLabel: 'Алтернативен текст (какво показва снимката)',
  uploadButton: 'Качи снимката',
  progress: 'Качване',
} as const;
