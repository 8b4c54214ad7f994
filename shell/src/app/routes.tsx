import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/layout';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from './not-found-page';
import { RouteErrorScreen } from './route-error-screen';
import { RemotePage } from '../federation/remote-page';
import type { RemoteModuleRef } from '../federation/remote-modules';

// Pages a visitor rarely opens are chunks of their own, fetched when their route is visited (the
// layout's Suspense shows the loading line meanwhile; header and footer stay).
const ContactPage = lazy(() => import('../features/company/contact-page').then((page) => ({ default: page.ContactPage })));
const IbanPage = lazy(() => import('../features/company/iban-page').then((page) => ({ default: page.IbanPage })));
const PrivacyPage = lazy(() => import('../features/legal/privacy-page').then((page) => ({ default: page.PrivacyPage })));
const TermsPage = lazy(() => import('../features/legal/terms-page').then((page) => ({ default: page.TermsPage })));
const MarketingPage = lazy(() => import('../features/legal/marketing-page').then((page) => ({ default: page.MarketingPage })));
const CookiesPage = lazy(() => import('../features/legal/cookies-page').then((page) => ({ default: page.CookiesPage })));

/** Which remote owns which route, and the module it exposes for it (type-checked against the remote). */
export const remoteRoutes: (RemoteModuleRef & { path: string })[] = [
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

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      {
        // A pathless route holds the error element so that a render error keeps the layout.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <HomePage /> },
          ...remoteRoutes.map(({ path, ...page }) => ({
            path,
            // keyed by path so that moving between two routes of one remote starts a fresh load
            element: <RemotePage key={path} {...page} />,
          })),
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
