// How the admin screens read a failed call: the server's message, its status, a refused session.
import { ApiError, apiMessage, apiStatus } from '@site/shared/api-client';

/** The server answered 401: the session expired or was refused. */
export function isUnauthorized(error: unknown): boolean {
  return statusOf(error) === 401;
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : apiStatus(error);
}

/** The envelope message the server sent with a failure, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message || undefined;
  return apiMessage(error);
}

/** True when the server answered with an envelope (as opposed to a network or unexpected failure). */
export function isServerAnswer(error: unknown): boolean {
  return error instanceof ApiError;
}
