/**
 * Messages shown by code in the home page's initial JavaScript (the layout, on every page,
 * and the home page itself), kept apart from the message table so the table loads only with
 * the code that needs it: en.ts names them, these constants are their one text. They live in
 * the entry chunk: a module of their own, shared by the home page and the table's lazy
 * chunk, would be a chunk of its own in the home page's initial JS.
 */
export const NOT_FOUND_TEXT = 'Oops! Content not found!';
export const GO_HOME_TEXT = 'Go to the home page';
export const HOME_TITLE = 'Free trending videos';
export const HOME_DESCRIPTION = 'Watch the newest free videos, updated every day.';
export const MORE_TRENDING_TEXT = 'more trending video';
