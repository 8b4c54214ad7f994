// Errors a route or repository throws on purpose; the error handler turns them into envelopes.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra machine-readable detail put into the envelope's data (e.g. the offending field). */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, data: Record<string, unknown> | null = null) => new HttpError(400, message, data);
export const unauthorized = (message: string, data: Record<string, unknown> | null = null) => new HttpError(401, message, data);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, data: Record<string, unknown> | null = null) => new HttpError(409, message, data);
export const tooManyRequests = (message: string) => new HttpError(429, message);
