/** The site footer. */
export function Footer() {
  return <footer className="footer">© {new Date().getFullYear()} Tubekit</footer>;
}
