import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { readQuery } from './read-query';
import { forgetStaffData, isStaffQuery, staffMeta } from './staff-data';

describe('forgetting staff data', () => {
  it('drops every read marked staff, whatever its key, and keeps the public reads', async () => {
    const queryClient = createQueryClient();
    const read = (queryKey: readonly unknown[], meta?: ReturnType<typeof staffMeta>) =>
      readQuery(queryClient, { queryKey, queryFn: async () => 'данни', ...(meta ? { meta } : {}) });
    await read([...queryKeys.articles.staffList(), 'page', 1], staffMeta('Admin article list'));
    await read(queryKeys.clients.personalData(17), staffMeta('Client card'));
    // A key no list names: the mark is what counts.
    await read(['a-new-section'], staffMeta('A new section'));
    await read(queryKeys.courses.summaries());
    await read([...queryKeys.articles.published(), { page: 1, pageSize: 12, category: null, featured: false }]);

    forgetStaffData(queryClient);

    const cache = queryClient.getQueryCache();
    expect(cache.findAll({ predicate: isStaffQuery })).toEqual([]);
    expect(cache.findAll().map((query) => query.queryKey)).toEqual([
      queryKeys.courses.summaries(),
      [...queryKeys.articles.published(), { page: 1, pageSize: 12, category: null, featured: false }],
    ]);
  });

  it('cancels a staff read still on its way, so its answer never reaches the cache', async () => {
    const queryClient = createQueryClient();
    let answer: (value: string) => void = () => undefined;
    const pending = readQuery(queryClient, {
      queryKey: queryKeys.clients.leads(),
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
      meta: staffMeta('Leads inbox'),
    });
    forgetStaffData(queryClient);
    answer('лични данни');
    await expect(pending).resolves.toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.clients.leads())).toBeUndefined();
  });
});
