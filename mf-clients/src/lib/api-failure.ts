// What a clients screen says when a call fails: the server's own message (a wrong token, an unknown
// client), else the screen's Bulgarian line (a network failure's text is the browser's English).
import { ApiError } from '@site/shared/api-client';

export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
