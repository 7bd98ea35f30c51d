import type { ReactNode } from 'react';
import type { PageMeta } from '../../route-module.ts';
import { Link } from '../../router/link.tsx';
import { INFO_PAGES, type InfoPageName, infoPage } from './info-pages.ts';
import './info-layout.css';

/** The menu of the information pages, marking the current one. */
export function InfoNav({ current }: { current?: InfoPageName }) {
  return (
    <nav className="info-nav" aria-label="Information">
      <ul>
        {INFO_PAGES.map((p) => (
          <li key={p.name}>
            <Link to={p.href} aria-current={p.name === current ? 'page' : undefined}>
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of an information child page: its heading, the text, the last-updated line and
 * the menu of the other information pages.
 */
export function InfoLayout({ name, children }: { name: InfoPageName; children: ReactNode }) {
  const page = infoPage(name);
  return (
    <section className="page page--information info-page">
      <article className="info-page__text">
        <h1>{page.title}</h1>
        {children}
      </article>
      <InfoNav current={name} />
    </section>
  );
}

/**
 * The `meta` of an information child page (its title and summary), built from its name so
 * that each page states only which one it is.
 */
export function infoMeta(name: InfoPageName): () => PageMeta {
  const page = infoPage(name);
  return () => ({ title: page.title, description: page.summary });
}
