import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { Header } from './header';
import { Footer } from './footer';
import { RouteAnnouncer } from './route-announcer';

export function Layout() {
  return (
    <div className="site">
      <a className="skip-link" href="#content">
        Към съдържанието
      </a>
      <Header />
      <main id="content" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <RouteAnnouncer />
    </div>
  );
}
