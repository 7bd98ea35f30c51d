import { useMatches } from 'react-router';
import { NotFoundView } from './app.tsx';

/**
 * Rendered by a route whose src/pages/<page>/route.tsx does not exist yet. The catch-all
 * route shows the framework's 404 view until the pages module replaces it.
 */
export function Placeholder() {
  const matches = useMatches();
  const name = (matches.at(-1)?.handle as { name?: string } | undefined)?.name ?? 'page';
  if (name === 'not-found') return <NotFoundView />;
  return (
    <section className="page-placeholder">
      <h1>{name}</h1>
      <p>This page is not built yet.</p>
    </section>
  );
}
