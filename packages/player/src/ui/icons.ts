/** Inline SVG icons (24x24, currentColor): no icon font, no extra requests. */
const svg = (d: string) =>
  `<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path fill="currentColor" d="${d}"/></svg>`;

export const ICON_PLAY = svg('M8 5v14l11-7z');
export const ICON_PAUSE = svg('M6 5h4v14H6zm8 0h4v14h-4z');
export const ICON_VOLUME = svg('M3 9v6h4l5 5V4L7 9zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z');
export const ICON_MUTED = svg(
  'M3 9v6h4l5 5V4L7 9zm18.3-.3-1.4-1.4L17.6 9.6l-2.3-2.3-1.4 1.4 2.3 2.3-2.3 2.3 1.4 1.4 2.3-2.3 2.3 2.3 1.4-1.4-2.3-2.3z',
);
export const ICON_FULLSCREEN = svg('M5 5h5v2H7v3H5zm9 0h5v5h-2V7h-3zM5 14h2v3h3v2H5zm12 0h2v5h-5v-2h3z');
export const ICON_EXIT_FULLSCREEN = svg('M8 5h2v5H5V8h3zm6 0h2v3h3v2h-5zM5 14h5v5H8v-3H5zm9 0h5v2h-3v3h-2z');
export const ICON_PIP = svg('M3 5h18v14H3zm2 2v10h14V7zm6 4h6v4h-6z');
export const ICON_SETTINGS = svg(
  'M19.4 13a7.5 7.5 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-1.7-1L15 3.5h-4l-.4 2.5a7 7 0 0 0-1.7 1l-2.4-1-2 3.4 2 1.6a7.5 7.5 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 1.7 1l.4 2.5h4l.4-2.5a7 7 0 0 0 1.7-1l2.4 1 2-3.4zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z',
);
export const ICON_BACK = svg('M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z');
export const ICON_FORWARD = svg('M12 5V1l5 5-5 5V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z');
export const ICON_DOWNLOAD = svg('M11 4h2v8l3-3 1.4 1.4L12 15.8l-5.4-5.4L8 9l3 3zM5 18h14v2H5z');
export const ICON_CLOSE = svg(
  'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
);
export const ICON_SAD = svg(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zM8.5 11a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm7 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM12 13.5a5 5 0 0 0-4.6 3h1.7a3.5 3.5 0 0 1 5.8 0h1.7a5 5 0 0 0-4.6-3z',
);
