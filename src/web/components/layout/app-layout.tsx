import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';
import { Footer } from './footer';
import { Header, type HeaderProps } from './header';
import { LiveMark } from './live-mark';

/** The page frame: skip link, header, the current page, footer. */
export function AppLayout({ headerBadges }: { headerBadges?: HeaderProps['badges'] }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only print:hidden focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:shadow-raised"
      >
        Skip to content
      </a>
      <Header badges={headerBadges} />
      {/* At least a screen tall: the footer starts below the fold and is never pushed down (CLS). */}
      <main id="main" className="min-h-screen flex-1 print:min-h-0">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <LiveMark />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
