import { type LinkedInConnection } from '@estudio/domain/linkedin';
import { TEST_NOW } from './render-app.js';

/** The demo Estratega's uid: whose users/{uid}/linkedin/default the connection tests store. */
export const ESTRATEGA_UID = 'demo-estratega';
/** Café Cumbre Andina: Metricool blog 4187263, which the twin (as the sandbox) answers. */
export const CAFE = 'demo-cafe-cumbre-andina';
export const DAY = 86_400_000;

/** A LinkedIn connection of Café whose access token expires `expiresIn` ms after TEST_NOW. */
export const connectionExpiringIn = (
  expiresIn: number,
  fields: Partial<LinkedInConnection> = {},
): LinkedInConnection => ({
  connected: true,
  expiresAt: new Date(TEST_NOW.getTime() + expiresIn),
  organizationId: '90817263',
  brandId: CAFE,
  connectedAt: new Date('2026-10-01T12:00:00.000Z'),
  sandbox: false,
  refreshFailed: false,
  ...fields,
});
