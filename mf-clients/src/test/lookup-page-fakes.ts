// Test helper (not shipped): what each test of a lookup screen starts from.
import { fakeApi } from '@site/shared/testing/fake-api';
import { resetTokenMemory } from './token-memory';

/**
 * Per test: no remembered token, a fresh fake API (the test sets its answers) and console.error silenced;
 * the fake and the console are put back after it. Read `fakes.api` and `fakes.consoleError` inside a test.
 */
export function lookupPageFakesPerTest() {
  let api: ReturnType<typeof fakeApi> | undefined;
  let consoleError: jest.SpyInstance | undefined;
  beforeEach(() => {
    resetTokenMemory();
    api = fakeApi();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    api?.restore();
    consoleError?.mockRestore();
  });
  const during = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the lookup fakes exist only while a test runs');
    return value;
  };
  return {
    get api() {
      return during(api);
    },
    get consoleError() {
      return during(consoleError);
    },
  };
}
