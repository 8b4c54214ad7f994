/**
 * A ref callback that moves keyboard focus to an element as it appears: the result or the error that
 * answers what the user just did (give the element tabIndex={-1}). Defined once at module level, so
 * React calls it when the element mounts, not on every render.
 */
export function focusWhenShown(element: HTMLElement | null): void {
  element?.focus();
}
