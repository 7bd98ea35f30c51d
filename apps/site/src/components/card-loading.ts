/**
 * How many cards of a grid load their picture at once: about the first row on a phone and
 * most of it on a desktop, the part a visitor sees without scrolling. The rest wait until
 * they come near the viewport (`loading="lazy"`), so a long grid costs no bandwidth below the
 * fold and the first pictures are not held back behind the lazy loader.
 */
export const EAGER_CARDS = 6;

/**
 * The `loading` attribute of the picture of a grid's card number `index` (0 first); a card
 * outside a grid (no index) waits.
 */
export function cardLoading(index: number | undefined): 'eager' | 'lazy' {
  return index !== undefined && index < EAGER_CARDS ? 'eager' : 'lazy';
}
