import type { ReactNode } from 'react';
import { Link } from '../router/link.tsx';
import { shortCount } from './format.ts';
import './entity-card.css';

/**
 * How many cards of a grid load their picture at once: about the first row on a phone and
 * most of it on a desktop, the part a visitor sees without scrolling. The rest wait until
 * they come near the viewport (`loading="lazy"`), so a long grid costs no bandwidth below the
 * fold and the first pictures are not held back behind the lazy loader. (Here, not in a
 * module of its own: a chunk more would add its name to the home page's entry script.)
 */
export const EAGER_CARDS = 6;

/**
 * The `loading` attribute of the picture of a grid's card number `index` (0 first); a card
 * outside a grid (no index) waits.
 */
export function cardLoading(index: number | undefined): 'eager' | 'lazy' {
  return index !== undefined && index < EAGER_CARDS ? 'eager' : 'lazy';
}

export interface EntityCardProps {
  /** The BEM block ('channel' gives channel-card, channel-card__link...). */
  block: string;
  /** The entity page the card links to. */
  href: string;
  title: string;
  thumbnail: string;
  picture: { width: number; height: number };
  videos: number;
  /** Where the card sits in its grid (0 first): the first ones load their picture at once. */
  index?: number;
}

/** A channel or model card: picture (or initial), name and video count, a link to its page. */
export function EntityCard({ block, href, title, thumbnail, picture, videos, index }: EntityCardProps) {
  return (
    <article className={`${block}-card`}>
      <Link to={href} className={`${block}-card__link`}>
        {thumbnail ? (
          <img
            src={thumbnail}
            alt={title}
            loading={cardLoading(index)}
            width={picture.width}
            height={picture.height}
          />
        ) : (
          // No picture yet: the first letter keeps the grid even.
          <span className={`${block}-card__initial`} aria-hidden="true">
            {title.charAt(0).toUpperCase()}
          </span>
        )}
        <span className={`${block}-card__title`}>{title}</span>
        <span className={`${block}-card__count`}>
          {shortCount(videos)} {videos === 1 ? 'video' : 'videos'}
        </span>
      </Link>
    </article>
  );
}

/** The grid of entity or category cards (`{block}-grid`), one list item a card. */
export function EntityGrid<T>({
  block,
  items,
  keyOf,
  card,
}: {
  block: string;
  items: T[];
  keyOf: (item: T) => number;
  /** The card of `item`, number `index` (0 first) in the grid. */
  card: (item: T, index: number) => ReactNode;
}) {
  return (
    <ul className={`${block}-grid`}>
      {items.map((item, index) => (
        <li key={keyOf(item)}>{card(item, index)}</li>
      ))}
    </ul>
  );
}
