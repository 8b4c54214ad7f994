export { createQueryClient } from './query-client';
export { queryKeys } from './query-keys';
export { readQuery } from './read-query';
export type { LoaderArgs, RouteModule, SectionModule, SomeRouteModule } from './route-module';
