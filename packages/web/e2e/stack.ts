// Where the suite's own local stack runs: scripts/start.mjs with every emulator port
// + E2E_PORT_OFFSET (default 3000) and the web app on E2E_WEB_PORT (default 8173), never
// the ports of a developer's `npm start`. E2E_BASE_URL points the suite at a stack that
// is already running instead (then none is started).

const numberFrom = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not '${raw}'.`);
  return value;
};

export const E2E_PORT_OFFSET = numberFrom('E2E_PORT_OFFSET', 3000);
export const E2E_WEB_PORT = numberFrom('E2E_WEB_PORT', 8173);
/** Set when the suite runs against a stack someone else started. */
export const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL || null;
export const E2E_BASE_URL = EXTERNAL_BASE_URL ?? `http://127.0.0.1:${E2E_WEB_PORT}`;
