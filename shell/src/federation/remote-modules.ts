// The typed contract between the shell and the remotes: each module a remote exposes, typed by the
// remote's own source. The shell type-checks against it, so renaming an expose or a prop, or naming a
// module a remote does not expose, fails `npm run typecheck` instead of a page at run time.
import type { federation as adminFederation } from '../../../mf-admin/module-federation.config';
import type { federation as articlesFederation } from '../../../mf-articles/module-federation.config';
import type { federation as catalogFederation } from '../../../mf-catalog/module-federation.config';
import type { federation as clientsFederation } from '../../../mf-clients/module-federation.config';
import type { ComponentType } from 'react';
import type { SectionModule, SomeRouteModule } from '@site/shared/data';

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
    ConsultationPage: typeof import('../../../mf-catalog/src/expose/consultation-page');
    CourseSignUpPage: typeof import('../../../mf-catalog/src/expose/course-sign-up-page');
    EventSignUpPage: typeof import('../../../mf-catalog/src/expose/event-sign-up-page');
  };
  articles: {
    ArticlesPage: typeof import('../../../mf-articles/src/expose/articles-page');
    ArticleDetailPage: typeof import('../../../mf-articles/src/expose/article-detail-page');
    ArticlesPromo: typeof import('../../../mf-articles/src/expose/articles-promo');
  };
  admin: {
    AdminArticlesPage: typeof import('../../../mf-admin/src/expose/admin-articles-page');
    AdminConsolePage: typeof import('../../../mf-admin/src/expose/admin-console-page');
  };
  clients: {
    ClientsByEmailPage: typeof import('../../../mf-clients/src/expose/clients-by-email-page');
    ClientsFilteredPage: typeof import('../../../mf-clients/src/expose/clients-filtered-page');
    LeadsInboxPage: typeof import('../../../mf-clients/src/expose/leads-inbox-page');
    ClientCardPage: typeof import('../../../mf-clients/src/expose/client-card-page');
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

/** What a remote exposes: its component with the props it takes, and for a route its loader and head. */
export type ExposedModule<R extends RemoteName, M extends ModuleName<R>> = RemoteModules[R][M];

/** Fails to compile unless every exposed module has the shape of a route or section module. */
type IsModule<X> = X extends SectionModule<never> ? true : false;
const everyExposeIsAModule: [{ [R in RemoteName]: { [M in ModuleName<R>]: IsModule<ExposedModule<R, M>> }[ModuleName<R>] }[RemoteName]] extends [true]
  ? true
  : never = true;
void everyExposeIsAModule;

/** The props of a module's component. */
export type ModuleProps<R extends RemoteName, M extends ModuleName<R>> = ExposedModule<R, M> extends { Component: ComponentType<infer P> } ? P : never;

/** One (remote, module) pair with its props: a discriminated union over every exposed module. */
export type RemoteModuleRef = {
  [R in RemoteName]: { [M in ModuleName<R>]: { remote: R; module: M } & PropsField<ModuleProps<R, M>> }[ModuleName<R>];
}[RemoteName];

/** Modules without props take none; the others require theirs. */
type PropsField<P> = [keyof P] extends [never] ? { props?: undefined } : { props: P };

/** A module that can be a route of its own: it takes no props and has the route module's shape. */
export type RouteModuleRef = {
  [R in RemoteName]: {
    [M in ModuleName<R>]: ExposedModule<R, M> extends SomeRouteModule ? ([keyof ModuleProps<R, M>] extends [never] ? { remote: R; module: M } : never) : never;
  }[ModuleName<R>];
}[RemoteName];
