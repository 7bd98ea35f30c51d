/**
 * Debian's chromium with the team's flags, for Playwright's `launchOptions` and for the
 * benches' `chromium.launch()`: Playwright never downloads a browser here.
 */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
