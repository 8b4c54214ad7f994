import { lazy } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/layout';
import { HomePage, homeLoader, homeSections } from '../features/home/home-page';
import { FooterCourses } from '../features/courses-nav/footer-courses';
import { NotFoundPage } from './not-found-page';
import { RouteErrorScreen } from './route-error-screen';
import { remoteRoute, type RouteHandle } from './remote-route';
import { PageSkeleton } from '../components/page-skeleton';
import type { RouteModuleRef } from '../federation/remote-modules';
import { routePath } from '@site/shared/site-paths';
import { loadSiteSettings } from '../lib/site-settings';

// Pages a visitor rarely opens are chunks of their own, fetched when their route is visited (the
// layout's Suspense shows the loading line meanwhile; header and footer stay).
const ContactPage = lazy(() => import('../features/company/contact-page').then((page) => ({ default: page.ContactPage })));
const IbanPage = lazy(() => import('../features/company/iban-page').then((page) => ({ default: page.IbanPage })));
const PrivacyPage = lazy(() => import('../features/legal/privacy-page').then((page) => ({ default: page.PrivacyPage })));
const TermsPage = lazy(() => import('../features/legal/terms-page').then((page) => ({ default: page.TermsPage })));
const MarketingPage = lazy(() => import('../features/legal/marketing-page').then((page) => ({ default: page.MarketingPage })));
const CookiesPage = lazy(() => import('../features/legal/cookies-page').then((page) => ({ default: page.CookiesPage })));
const UnsubscribePage = lazy(() => import('../features/legal/unsubscribe-page').then((page) => ({ default: page.UnsubscribePage })));

/** Which remote owns which route, and the route module it exposes for it (type-checked against the remote). */
export const remoteRoutes: (RouteModuleRef & { path: string })[] = [
  { path: routePath('courses'), remote: 'catalog', module: 'CoursesPage' },
  { path: routePath('course'), remote: 'catalog', module: 'CourseDetailPage' },
  { path: routePath('vipPackage'), remote: 'catalog', module: 'VipPackagePage' },
  { path: routePath('lectors'), remote: 'catalog', module: 'LectorsPage' },
  { path: routePath('events'), remote: 'catalog', module: 'EventsPage' },
  { path: routePath('event'), remote: 'catalog', module: 'EventDetailPage' },
  { path: routePath('consultation'), remote: 'catalog', module: 'ConsultationPage' },
  { path: routePath('courseSignUp'), remote: 'catalog', module: 'CourseSignUpPage' },
  { path: routePath('vipSignUp'), remote: 'catalog', module: 'CourseSignUpPage' },
  { path: routePath('eventSignUp'), remote: 'catalog', module: 'EventSignUpPage' },
  { path: routePath('articles'), remote: 'articles', module: 'ArticlesPage' },
  { path: routePath('article'), remote: 'articles', module: 'ArticleDetailPage' },
  { path: routePath('adminArticles'), remote: 'admin', module: 'AdminArticlesPage' },
  { path: routePath('adminSection'), remote: 'admin', module: 'AdminConsolePage' },
  { path: routePath('clientsByEmail'), remote: 'clients', module: 'ClientsByEmailPage' },
  { path: routePath('clientsFiltered'), remote: 'clients', module: 'ClientsFilteredPage' },
  { path: routePath('clientsInbox'), remote: 'clients', module: 'LeadsInboxPage' },
  // A parameter: the router ranks the static '/clients/…' paths above it, whatever the order here.
  { path: routePath('clientCard'), remote: 'clients', module: 'ClientCardPage' },
];

/** The route table: paths to the shell's pages and to the remotes' route modules, nothing else. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // The contact, IBAN and legal pages show the company's settings: rendered once they are loaded.
  const withSiteSettings = { loader: () => loadSiteSettings(queryClient), HydrateFallback: PageSkeleton };
  return [
    {
      path: '/',
      element: <Layout footerCourses={<FooterCourses />} />,
      children: [
        {
          // A pathless route holds the error element so that a render error keeps the layout.
          errorElement: <RouteErrorScreen />,
          children: [
            {
              index: true,
              loader: homeLoader(queryClient),
              Component: HomePage,
              HydrateFallback: PageSkeleton,
              handle: { remoteModules: [], sections: homeSections } satisfies RouteHandle,
            },
            ...remoteRoutes.map(({ path, ...routeModule }) => ({ path, ...remoteRoute(routeModule, queryClient) })),
            { path: routePath('contact'), element: <ContactPage />, ...withSiteSettings },
            { path: routePath('iban'), element: <IbanPage />, ...withSiteSettings },
            { path: routePath('privacy'), element: <PrivacyPage />, ...withSiteSettings },
            { path: routePath('terms'), element: <TermsPage />, ...withSiteSettings },
            { path: routePath('marketing'), element: <MarketingPage />, ...withSiteSettings },
            { path: routePath('cookies'), element: <CookiesPage />, ...withSiteSettings },
            { path: routePath('unsubscribe'), element: <UnsubscribePage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
