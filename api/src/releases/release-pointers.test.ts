// A promotion is answered once this process serves it, also when a poll's read of the pointers was under
// way as the promotion committed: that read can only have seen what was live before.
import type { ReleasesRepository } from '../db/repositories/releases';
import { createTestContext, type TestContext } from '../test/test-app';
import { ReleasePointers } from './release-pointers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const quiet = { warn: () => undefined, info: () => undefined };

async function storeRelease(id: string): Promise<void> {
  await t.repos.releases.create({ id, remote: 'catalog', origin: 'upload', manifestUrl: null, gitCommit: null, shared: {} }, []);
}

it('serves a promotion made while a read that began before it is still answering', async () => {
  await storeRelease('aaaaaaaaaaaa');
  await storeRelease('bbbbbbbbbbbb');
  await t.repos.releases.setLive('catalog', 'aaaaaaaaaaaa');

  // The database answers every read, but the first read's answer reaches this process only when let through.
  let letThrough: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  let reads = 0;
  const repo: ReleasesRepository = {
    ...t.repos.releases,
    pointers: async () => {
      reads += 1;
      const rows = await t.repos.releases.pointers();
      if (reads === 1) await held;
      return rows;
    },
  };
  const pointers = new ReleasePointers(repo, t.config.remotes, quiet);

  const poll = pointers.refresh();
  while (reads === 0) await new Promise((resolve) => setImmediate(resolve));
  await t.repos.releases.setLive('catalog', 'bbbbbbbbbbbb');
  const afterPromotion = pointers.refresh();
  const alsoAfterPromotion = pointers.refresh();
  letThrough();
  await poll;
  await Promise.all([afterPromotion, alsoAfterPromotion]);

  expect(pointers.liveId('catalog')).toBe('bbbbbbbbbbbb');
  expect(pointers.choose(null).remotes['catalog']).toBe('/remotes/mf-catalog/r/bbbbbbbbbbbb/mf-manifest.json');
  // The two callers after the promotion shared one read.
  expect(reads).toBe(2);
});
