// Debian's Chromium as every browser suite and benchmark here starts it: never a downloaded browser
// (CHROME_PATH overrides the path), headless on a machine with no GPU, reaching nothing but loopback.

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's `launchOptions`. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
