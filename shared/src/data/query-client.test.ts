import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { readQuery } from './read-query';

let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
afterEach(() => consoleError.mockRestore());

describe('the page query cache', () => {
  it('reads a list once while it is fresh', async () => {
    const queryClient = createQueryClient();
    const queryFn = jest.fn(async () => ['Бизнес планиране']);
    const query = { queryKey: queryKeys.courses.summaries(), queryFn };
    await readQuery(queryClient, query);
    await expect(readQuery(queryClient, query)).resolves.toEqual(['Бизнес планиране']);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('invalidating what a write changed refreshes that, and leaves the rest alone', async () => {
    const queryClient = createQueryClient();
    const articles = jest.fn(async () => 'статии');
    const article = jest.fn(async () => 'една статия');
    const courses = jest.fn(async () => 'курсове');
    const readAll = async () => {
      await readQuery(queryClient, { queryKey: queryKeys.articles.published(), queryFn: articles });
      await readQuery(queryClient, { queryKey: queryKeys.articles.bySlug('biznes-plan'), queryFn: article });
      await readQuery(queryClient, { queryKey: queryKeys.courses.summaries(), queryFn: courses });
    };
    await readAll();

    await queryClient.invalidateQueries({ queryKey: queryKeys.articles.all });
    await readAll();

    expect(articles).toHaveBeenCalledTimes(2);
    expect(article).toHaveBeenCalledTimes(2);
    expect(courses).toHaveBeenCalledTimes(1);
  });

  it('logs a failed read with the screen that made it, once, and the loader gets nothing', async () => {
    const queryClient = createQueryClient();
    const queryFn = jest.fn(async () => {
      throw new Error('Network Error');
    });
    const data = await readQuery(queryClient, { queryKey: queryKeys.lectors.all, queryFn, meta: { errorContext: 'Lecturers page' } });
    expect(data).toBeUndefined();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Lecturers page:', 'Network Error');
    expect(queryClient.getQueryState(queryKeys.lectors.all)?.status).toBe('error');
  });
});
