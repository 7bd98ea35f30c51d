import { Component, type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePageHits } from './analytics/use-page-hits.ts';
import { GO_HOME_TEXT, NOT_FOUND_TEXT } from './i18n/initial-texts.ts';
import { Footer } from './layout/footer.tsx';
import { Header } from './layout/header.tsx';
import { LayoutSlider } from './layout/layout-slider.tsx';
import { useHeadSync } from './meta/head-sync.ts';
import { AgeVerification } from './modals/age-verification.tsx';
import { ModalHost } from './modals/modal-host.tsx';
import { Notifications } from './notifications/notifications.tsx';
import { Link } from './router/link.tsx';
import type { PageState } from './router/load-page.ts';
import { useSiteState } from './router/site-state.ts';
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
  // The age gate makes the page inert behind it, from the server's markup on (issue #19).
  return (
    <>
      <AgeVerification>
        <Header />
        <LayoutSlider />
        <main id="main" className="page">
          <PageOutlet />
        </main>
        <Footer />
      </AgeVerification>
      <ModalHost />
      <Notifications />
    </>
  );
}

/** The 404 view ("Oops! Content not found!" with a link home), also used by error boundaries. */
export function NotFoundView() {
  return (
    <section className="not-found">
      <h1>{NOT_FOUND_TEXT}</h1>
      <p>
        <Link to="/">{GO_HOME_TEXT}</Link>
      </p>
    </section>
  );
}

/** The error view: a page whose loader or render failed. */
function PageErrorView() {
  return (
    <section className="page-error" role="alert">
      <h1>Something went wrong</h1>
      <p>
        Please try again later. <Link to="/">{GO_HOME_TEXT}</Link>
      </p>
    </section>
  );
}

/** Catches a page's render error so the layout stays; the next page starts clean. */
class PageBoundary extends Component<
  { page: PageState; children: ReactNode },
  { page: PageState; failed: boolean }
> {
  state = { page: this.props.page, failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { page: PageState }, state: { page: PageState }) {
    return props.page === state.page ? null : { page: props.page, failed: false };
  }
  render() {
    return this.state.failed ? <PageErrorView /> : this.props.children;
  }
}

/** The current page: its component, or the 404 view for a loader's 404, or the error view. */
export function PageOutlet() {
  const { page } = useSiteState();
  const Page = page.module?.default;
  if (page.error) return page.error.status === 404 ? <NotFoundView /> : <PageErrorView />;
  return Page ? (
    <PageBoundary page={page}>
      <Page />
    </PageBoundary>
  ) : null;
}
