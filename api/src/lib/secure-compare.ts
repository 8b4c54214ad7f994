// Constant-time comparison of secrets of any length: both sides are hashed to equal-length digests first.
import { createHash, timingSafeEqual } from 'node:crypto';

export function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

export function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}
