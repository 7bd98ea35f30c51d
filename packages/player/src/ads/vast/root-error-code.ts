/**
 * Maps an error thrown while the root tag was fetched or parsed to a VAST code. The parser
 * only tells us by message, so the mapping keys on the messages it and our fetcher
 * produce. (Literal codes, and a file of its own: this runs in the lazy VAST chunk, which
 * must not carry the VAST_ERROR table nor import anything from the entry.)
 */
export function rootErrorCode(message: string): number {
  if (message.includes('version not supported')) return 102;
  if (message.includes('XML parse')) return 100;
  if (message.includes('Invalid VAST XMLDocument')) return 101;
  // Network failure, HTTP error status or timeout: the URI was unavailable (301).
  return 301;
}
