import { Link } from 'react-router';

/** The site header (filled in by layout/*). */
export function Header() {
  return (
    <header className="header">
      <Link to="/" className="header__logo">
        Tubekit
      </Link>
    </header>
  );
}
