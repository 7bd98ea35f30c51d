import type { ReactNode } from 'react';
import { Link } from '../router/link.tsx';
import { shortCount } from './format.ts';
import './entity-card.css';

export interface EntityCardProps {
  /** The BEM block ('channel' gives channel-card, channel-card__link...). */
  block: string;
  /** The entity page the card links to. */
  href: string;
  title: string;
  thumbnail: string;
  picture: { width: number; height: number };
  videos: number;
}

/** A channel or model card: picture (or initial), name and video count, a link to its page. */
export function EntityCard({ block, href, title, thumbnail, picture, videos }: EntityCardProps) {
  return (
    <article className={`${block}-card`}>
      <Link to={href} className={`${block}-card__link`}>
        {thumbnail ? (
          <img src={thumbnail} alt="" loading="lazy" width={picture.width} height={picture.height} />
        ) : (
          // No picture yet: the first letter keeps the grid even.
          <span className={`${block}-card__initial`} aria-hidden="true">
            {title.charAt(0).toUpperCase()}
          </span>
        )}
        <span className={`${block}-card__title`}>{title}</span>
        <span className={`${block}-card__count`}>{shortCount(videos)} videos</span>
      </Link>
    </article>
  );
}

/** The grid of entity cards (`{block}-grid`), one list item a card. */
export function EntityGrid<T>({
  block,
  items,
  keyOf,
  card,
}: {
  block: string;
  items: T[];
  keyOf: (item: T) => number;
  card: (item: T) => ReactNode;
}) {
  return (
    <ul className={`${block}-grid`}>
      {items.map((item) => (
        <li key={keyOf(item)}>{card(item)}</li>
      ))}
    </ul>
  );
}
