// An image uploaded for articles (POST /images/upload-article): where it is served and its file name.
import { Type, type Static } from 'typebox';

export const UploadedImageSchema = Type.Object(
  { imageUrl: Type.String({ title: 'Адрес на изображението' }), fileName: Type.String({ title: 'Име на файла' }) },
  { additionalProperties: false },
);
export type UploadedImage = Static<typeof UploadedImageSchema>;
