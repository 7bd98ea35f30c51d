/**
 * Messages of the home page (in its initial JavaScript), kept apart from the message table
 * as the layout's are (layout-texts.ts): en.ts names them, and the home page imports them
 * from here, so the table stays out of the 90 KB the home page may load.
 */
export const HOME_TITLE = 'Free trending videos';
export const HOME_DESCRIPTION = 'Watch the newest free videos, updated every day.';
export const MORE_TRENDING_TEXT = 'more trending video';
