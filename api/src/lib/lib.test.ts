import { addDays, dateInSofia } from './dates';
import { detectImageType } from './image-type';
import { PublicCache } from './public-cache';
import { secretsEqual } from './secure-compare';

describe('dates', () => {
  it('gives the calendar day in Sofia, not in UTC', () => {
    expect(dateInSofia(new Date('2026-03-14T22:30:00Z'))).toBe('2026-03-15');
    expect(dateInSofia(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('detectImageType', () => {
  it('refuses text, SVG and truncated signatures', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF0000WAVE'))).toBeNull();
  });
});

describe('PublicCache', () => {
  it('forgets entries after the TTL and on clear', () => {
    const cache = new PublicCache(1_000);
    cache.set('a', Buffer.from('x'));
    expect(cache.get('a')?.toString()).toBe('x');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    const expired = new PublicCache(-1);
    expired.set('a', Buffer.from('x'));
    expect(expired.get('a')).toBeUndefined();
  });
});

describe('secretsEqual', () => {
  it('compares secrets of any length', () => {
    expect(secretsEqual('парола', 'парола')).toBe(true);
    expect(secretsEqual('парола', 'парола1')).toBe(false);
    expect(secretsEqual('', 'x')).toBe(false);
  });
});
