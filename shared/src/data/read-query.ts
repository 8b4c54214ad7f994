import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';

/**
 * For loaders: the query's data (from the cache while fresh, else fetched), or undefined when the
 * read failed. The failure is logged by the query cache and stays in it, so the component that
 * reads the same query shows its empty or not-found text.
 */
export async function readQuery<T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<T, Error, T, T, Key>,
): Promise<T | undefined> {
  try {
    return await queryClient.query(options);
  } catch {
    return undefined;
  }
}
