// Kept apart from the course page, so that the sign-up page's chunk does not carry the whole course page for it.
export const COURSE_NOT_FOUND_TEXT = 'Курсът не е намерен.';
