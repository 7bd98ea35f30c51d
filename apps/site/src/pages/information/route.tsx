import type { PageMeta } from '../../route-module.ts';
import { Link } from '../../router/link.tsx';
import { INFO_PAGES } from './info-pages.ts';
import './info-layout.css';

/** The index's meta. */
export function meta(): PageMeta {
  return {
    title: 'Information',
    description: 'Terms of use, privacy and cookies policies, DMCA, 2257 statement and support.',
  };
}

/** /information/: the legal and support pages, one tile each. */
export default function InformationPage() {
  return (
    <section className="page page--information">
      <h1>Information</h1>
      <p>
        The rules of the site, how we handle your data and copyright reports, and where to get help. For
        anything these pages do not answer, see <Link to="/contacts/">Contacts</Link>.
      </p>
      <ul className="info-index">
        {INFO_PAGES.map((p) => (
          <li key={p.name}>
            <Link to={p.href}>
              <strong>{p.title}</strong>
              {p.summary}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
