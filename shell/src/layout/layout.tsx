import { Suspense, type ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { Header } from './header';
import { Footer } from './footer';
import { RouteAnnouncer } from './route-announcer';

/** `footerCourses`: the footer's list of every course (a feature, so the app composes it in). */
export function Layout({ footerCourses }: { footerCourses: ReactNode }) {
  // While the next page's code and data load, the current page stays and says it is busy.
  const loading = useNavigation().state === 'loading';
  return (
    <div className="site" id="top">
      <a className="skip-link" href="#content">
        Към съдържанието
      </a>
      {/* Neither suspends: each boundary only lets React hydrate a server-rendered page in pieces (the
          header, the page, the footer, each in short tasks after the rest) instead of one long task. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <div className={loading ? 'navigation-progress navigation-progress--active' : 'navigation-progress'} aria-hidden="true" />
      <main id="content" className="site-main" tabIndex={-1} aria-busy={loading || undefined}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer courses={footerCourses} />
      </Suspense>
      <RouteAnnouncer />
    </div>
  );
}
