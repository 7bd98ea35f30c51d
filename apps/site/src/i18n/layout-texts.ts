/**
 * Messages the layout itself shows (in every page's initial JavaScript), kept apart from
 * the message table so the table loads only with the code that needs it.
 */
export const NOT_FOUND_TEXT = 'Oops! Content not found!';
export const GO_HOME_TEXT = 'Go to the home page';
