// The typed contract between the shell and the remotes: each module a remote exposes, typed by the
// remote's own source. The shell type-checks against it, so renaming an expose or a prop, or naming a
// module a remote does not expose, fails `npm run typecheck` instead of a page at run time.
import type { federation as adminFederation } from '../../../mf-admin/module-federation.config';
import type { federation as articlesFederation } from '../../../mf-articles/module-federation.config';
import type { federation as catalogFederation } from '../../../mf-catalog/module-federation.config';
import type { federation as clientsFederation } from '../../../mf-clients/module-federation.config';

export interface RemoteModules {
  catalog: {
    CoursesPage: typeof import('../../../mf-catalog/src/expose/courses-page');
    CourseDetailPage: typeof import('../../../mf-catalog/src/expose/course-detail-page');
    VipPackagePage: typeof import('../../../mf-catalog/src/expose/vip-package-page');
    LectorsPage: typeof import('../../../mf-catalog/src/expose/lectors-page');
    EventsPage: typeof import('../../../mf-catalog/src/expose/events-page');
    EventDetailPage: typeof import('../../../mf-catalog/src/expose/event-detail-page');
    CoursesSlider: typeof import('../../../mf-catalog/src/expose/courses-slider');
    ConsultationForm: typeof import('../../../mf-catalog/src/expose/consultation-form');
  };
  articles: {
    ArticlesPage: typeof import('../../../mf-articles/src/expose/articles-page');
    ArticleDetailPage: typeof import('../../../mf-articles/src/expose/article-detail-page');
    ArticlesPromo: typeof import('../../../mf-articles/src/expose/articles-promo');
  };
  admin: {
    AdminArticlesPage: typeof import('../../../mf-admin/src/expose/admin-articles-page');
  };
  clients: {
    ClientsByEmailPage: typeof import('../../../mf-clients/src/expose/clients-by-email-page');
    ClientsFilteredPage: typeof import('../../../mf-clients/src/expose/clients-filtered-page');
  };
}

export type RemoteName = keyof RemoteModules;
export type ModuleName<R extends RemoteName> = keyof RemoteModules[R] & string;

/** What a remote's module-federation config exposes, without the leading './'. */
type ExposedBy<F extends { exposes: object }> = StripDotSlash<keyof F['exposes']>;
type StripDotSlash<K> = K extends `./${infer Name}` ? Name : never;

/** Fails to compile unless the map above lists exactly what each remote's config exposes. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const exposesMatchTheConfigs: [
  Same<ModuleName<'catalog'>, ExposedBy<typeof catalogFederation>>,
  Same<ModuleName<'articles'>, ExposedBy<typeof articlesFederation>>,
  Same<ModuleName<'admin'>, ExposedBy<typeof adminFederation>>,
  Same<ModuleName<'clients'>, ExposedBy<typeof clientsFederation>>,
] = [true, true, true, true];
void exposesMatchTheConfigs;

/** The props of the component a module default-exports. */
export type ModuleProps<R extends RemoteName, M extends ModuleName<R>> = RemoteModules[R][M] extends {
  default: (props: infer P) => unknown;
}
  ? P
  : never;

/** One (remote, module) pair with its props: a discriminated union over every exposed module. */
export type RemoteModuleRef = {
  [R in RemoteName]: { [M in ModuleName<R>]: { remote: R; module: M } & PropsField<ModuleProps<R, M>> }[ModuleName<R>];
}[RemoteName];

/** Modules without props take none; the others require theirs. */
type PropsField<P> = [keyof P] extends [never] ? { props?: undefined } : { props: P };
