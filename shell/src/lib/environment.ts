import { HYDRATION_ELEMENT_ID } from './hydration-state';

/** True while rendering in the server's renderer (there is no window there). */
export const onServer = typeof window === 'undefined';

/** The page came rendered from the server (or is being rendered there): what needs no loading is shown at once. */
export const pageFromServer = onServer || document.getElementById(HYDRATION_ELEMENT_ID) !== null;
