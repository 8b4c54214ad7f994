// The largest file each upload takes, and the one wording of "too large" made from it: the console checks
// a file before sending it, and the server refuses a larger one, with the same message.
const MB = 1024 * 1024;

/** Article images (POST /api/images/upload-article). */
export const MAX_IMAGE_BYTES = 5 * MB;

/** The picture library (POST /api/pictures). */
export const MAX_PICTURE_BYTES = 10 * MB;

/** A remote's build folder as a tar.gz (POST /api/releases/{remote}). */
export const MAX_RELEASE_BYTES = 50 * MB;

/** 'Файлът е по-голям от 10 MB' */
export const fileTooLargeMessage = (maxBytes: number): string => `Файлът е по-голям от ${maxBytes / MB} MB`;
