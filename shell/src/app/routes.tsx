import { lazy } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/layout';
import { HomePage, homeLoader } from '../features/home/home-page';
import { NotFoundPage } from './not-found-page';
import { RouteErrorScreen } from './route-error-screen';
import { remoteRoute } from '../federation/remote-route';
import { PageSkeleton } from '../components/page-skeleton';
import type { RouteModuleRef } from '../federation/remote-modules';

// Pages a visitor rarely opens are chunks of their own, fetched when their route is visited (the
// layout's Suspense shows the loading line meanwhile; header and footer stay).
const ContactPage = lazy(() => import('../features/company/contact-page').then((page) => ({ default: page.ContactPage })));
const IbanPage = lazy(() => import('../features/company/iban-page').then((page) => ({ default: page.IbanPage })));
const PrivacyPage = lazy(() => import('../features/legal/privacy-page').then((page) => ({ default: page.PrivacyPage })));
const TermsPage = lazy(() => import('../features/legal/terms-page').then((page) => ({ default: page.TermsPage })));
const MarketingPage = lazy(() => import('../features/legal/marketing-page').then((page) => ({ default: page.MarketingPage })));
const CookiesPage = lazy(() => import('../features/legal/cookies-page').then((page) => ({ default: page.CookiesPage })));

/** Which remote owns which route, and the route module it exposes for it (type-checked against the remote). */
export const remoteRoutes: (RouteModuleRef & { path: string })[] = [
  { path: 'courses', remote: 'catalog', module: 'CoursesPage' },
  { path: 'courses/:slug', remote: 'catalog', module: 'CourseDetailPage' },
  { path: 'vip-package/:slug', remote: 'catalog', module: 'VipPackagePage' },
  { path: 'lectors', remote: 'catalog', module: 'LectorsPage' },
  { path: 'events', remote: 'catalog', module: 'EventsPage' },
  { path: 'events/:slug', remote: 'catalog', module: 'EventDetailPage' },
  { path: 'articles', remote: 'articles', module: 'ArticlesPage' },
  { path: 'articles/:slug', remote: 'articles', module: 'ArticleDetailPage' },
  { path: 'admin/articles', remote: 'admin', module: 'AdminArticlesPage' },
  { path: 'clients/by-email', remote: 'clients', module: 'ClientsByEmailPage' },
  { path: 'clients/filtered', remote: 'clients', module: 'ClientsFilteredPage' },
];

/** The route table: paths to the shell's pages and to the remotes' route modules, nothing else. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      children: [
        {
          // A pathless route holds the error element so that a render error keeps the layout.
          errorElement: <RouteErrorScreen />,
          children: [
            { index: true, loader: homeLoader(queryClient), Component: HomePage, HydrateFallback: PageSkeleton },
            ...remoteRoutes.map(({ path, ...routeModule }) => ({ path, ...remoteRoute(routeModule, queryClient) })),
            { path: 'contact', element: <ContactPage /> },
            { path: 'iban', element: <IbanPage /> },
            { path: 'privacy', element: <PrivacyPage /> },
            { path: 'terms', element: <TermsPage /> },
            { path: 'marketing', element: <MarketingPage /> },
            { path: 'cookies', element: <CookiesPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
