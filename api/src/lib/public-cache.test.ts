import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PublicCache } from './public-cache';
import { matchesIfNoneMatch } from './send-cached-answer';

describe('PublicCache', () => {
  it('forgets entries after the TTL and on clear', () => {
    const cache = new PublicCache(1_000);
    cache.set('a', Buffer.from('x'));
    expect(cache.get('a')?.body.toString()).toBe('x');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    const expired = new PublicCache(-1);
    expired.set('a', Buffer.from('x'));
    expect(expired.get('a')).toBeUndefined();
  });

  it('keeps each compressed form, made once, and gives the same bytes the same ETag', async () => {
    const cache = new PublicCache(1_000);
    const text = JSON.stringify({ data: Array.from({ length: 200 }, (_, id) => ({ id, title: `Курс ${id}` })) });
    const answer = cache.set('/api/courses', Buffer.from(text));
    const br = await answer.encodedAs('br');
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(await answer.encodedAs('gzip')).toString()).toBe(text);
    expect(await answer.encodedAs('br')).toBe(br);

    // The same bytes again (the TTL ran out, nothing changed): the same answer, its forms kept.
    expect(cache.set('/api/courses', Buffer.from(text))).toBe(answer);
    const changed = cache.set('/api/courses', Buffer.from(text.replace('Курс 1', 'Курс X')));
    expect(changed).not.toBe(answer);
    expect(changed.etag).not.toBe(answer.etag);
    expect(new PublicCache(1_000).set('other', Buffer.from(text)).etag).toBe(answer.etag);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = 'W/"abc"';
  it('compares weakly, in a list, and accepts *', () => {
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});
