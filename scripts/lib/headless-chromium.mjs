// Debian's Chromium for the repository's screenshot scripts (never a downloaded browser): where it
// is, and the flags it runs headless with on this kind of machine.
import { execFileSync } from 'node:child_process';

export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROMIUM_PATH, else `chromium` on PATH; `fail` is called with the reason when there is none. */
export const chromiumPath = (fail) => {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    return fail("no chromium on PATH: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.");
  }
};
