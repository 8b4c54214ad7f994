// The largest file each upload takes, and the one wording of "too large" made from it: the console checks
// a file before sending it, and the server refuses a larger one, with the same message.
const MB = 1024 * 1024;

/** Article images (POST /api/images/upload-article). */
export const MAX_IMAGE_BYTES = 5 * MB;

/** The picture library (POST /api/pictures). */
export const MAX_PICTURE_BYTES = 10 * MB;

/** A remote's build folder as a tar.gz (POST /api/releases/{remote}): a build of this site is under 1 MB. */
export const MAX_RELEASE_BYTES = 10 * MB;
/** What that archive may unpack to, counted while it unpacks: 4× the upload limit (builds unpack to about 3×). */
export const MAX_RELEASE_UNPACKED_BYTES = 4 * MAX_RELEASE_BYTES;

/** 'Файлът е по-голям от 10 MB' */
export const fileTooLargeMessage = (maxBytes: number): string => `Файлът е по-голям от ${maxBytes / MB} MB`;
