import { detectImageType } from './image-type';
import { loopUseSinceLastRead } from './loop-use';
import { isDatabaseUnavailable } from './pg-errors';
import { safeErrorLog } from './safe-error-log';
import { secretsEqual } from './secure-compare';

describe('detectImageType', () => {
  it('refuses text, SVG and truncated signatures', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF0000WAVE'))).toBeNull();
  });
});

describe('secretsEqual', () => {
  it('compares secrets of any length', () => {
    expect(secretsEqual('парола', 'парола')).toBe(true);
    expect(secretsEqual('парола', 'парола1')).toBe(false);
    expect(secretsEqual('', 'x')).toBe(false);
  });
});

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert into "clients" … params: ivan@example.bg'), { cause });
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['an administrator shutdown, through drizzle', wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))],
    ['a server starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a lost connection (pg gives no code)', wrapped(new Error('Connection terminated unexpectedly'))],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not take a constraint violation or a bug for an outage', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('safeErrorLog', () => {
  it('keeps the statement and the database’s code of a failed query, never its values', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "ivan@example.bg"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Key (email)=(ivan@example.bg)',
      table: 'clients',
    });
    const error = Object.assign(new Error('Failed query: select 1 where id = $1\nparams: ivan@example.bg'), {
      query: 'select 1 where id = $1',
      params: ['ivan@example.bg'],
      cause,
    });
    const logged = safeErrorLog(error);
    expect(logged).toMatchObject({ code: '22P02', table: 'clients', query: 'select 1 where id = $1' });
    expect(JSON.stringify(logged)).not.toContain('ivan@example.bg');
  });
});

describe('loopUseSinceLastRead', () => {
  it('answers the share of the time since its last read that the event loop spent running code', async () => {
    const loopUse = loopUseSinceLastRead();
    const busyUntil = performance.now() + 60;
    while (performance.now() < busyUntil);
    expect(loopUse()).toBeGreaterThan(0.8);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(loopUse()).toBeLessThan(0.2);
  });
});
