// The response envelope every API call answers with, success or error.
export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, data, message };
}

export function fail(message: string): Envelope<null> {
  return { success: false, data: null, message };
}
