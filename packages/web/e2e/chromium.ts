import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (never a browser downloaded by Playwright): CHROMIUM_PATH, else
 * /usr/bin/chromium. Missing, the suite fails with what to install; it never skips.
 */
export const chromiumExecutable = (): string => {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `The browser suite needs Chromium at ${path}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
};
