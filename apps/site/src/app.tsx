import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from 'react-router';
import { usePageHits } from './analytics/use-page-hits.ts';
import { Footer } from './layout/footer.tsx';
import { Header } from './layout/header.tsx';
import { LayoutSlider } from './layout/layout-slider.tsx';
import { useHeadSync } from './meta/head-sync.ts';
import { AgeVerification } from './modals/age-verification.tsx';
import { ModalHost } from './modals/modal-host.tsx';
import { Notifications } from './notifications/notifications.tsx';
import { closeHeaderOnRouteChange } from './state/header.ts';
import { clearModalsOnRouteChange } from './state/modals.ts';
import './styles/global.css';

/** Spec section 4: every route change clears modals (not the age gate) and closes menu and search. */
function useRouteChangeResets(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per route change on purpose
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    clearModalsOnRouteChange();
    closeHeaderOnRouteChange();
  }, [pathname, search]);
}

/** The root layout: header, category slider, the page, footer, modals and notifications. */
export function App() {
  useHeadSync();
  usePageHits();
  useRouteChangeResets();
  return (
    <>
      <Header />
      <LayoutSlider />
      <main id="main" className="page">
        <Outlet />
      </main>
      <Footer />
      <ModalHost />
      <Notifications />
      <AgeVerification />
    </>
  );
}

/** The 404 view ("Oops! Content not found!" with a link home), also used by error boundaries. */
export function NotFoundView() {
  return (
    <section className="not-found">
      <h1>Oops! Content not found!</h1>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}

/** Error boundary of a page: a 404 answer shows the not-found view inside the layout. */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <section className="page-error" role="alert">
      <h1>Something went wrong</h1>
      <p>
        Please try again later. <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}

/** Error boundary of the root route (the layout itself failed). */
export function AppErrorBoundary() {
  return (
    <main className="page">
      <PageErrorBoundary />
    </main>
  );
}
