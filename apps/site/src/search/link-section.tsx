/** One link of the search overlay: a title and where it goes. */
export interface OverlayLink {
  /** React key, unique in its section. */
  id: string;
  title: string;
  href: string;
}

/**
 * A headed list of the overlay's links (trending, recent, top searches, suggestion groups).
 * The href stays for a new tab; a plain click closes the overlay and navigates in the app.
 */
export function LinkSection({
  heading,
  links,
  go,
  listClassName,
  group,
}: {
  heading: string;
  links: OverlayLink[];
  go: (href: string) => void;
  listClassName?: string;
  /** `data-group` of the section (the suggestion groups). */
  group?: string;
}) {
  return (
    <section data-group={group}>
      <h2>{heading}</h2>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              onClick={(e) => {
                e.preventDefault();
                go(link.href);
              }}
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
