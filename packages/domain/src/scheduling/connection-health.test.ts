import { describe, expect, it } from 'vitest';
import type { LinkedInConnection } from '../linkedin/connection.js';
import { DAY_MS } from '../linkedin/days-left.js';
import { connectionWarnings, linkedInHealthOf, type MetricoolHealth } from './connection-health.js';

const NOW = new Date('2026-11-27T15:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const OK: MetricoolHealth = { status: 'ok' };

const connection = (expiresIn: number, fields: Partial<LinkedInConnection> = {}): LinkedInConnection => ({
  connected: true,
  expiresAt: at(expiresIn),
  organizationId: '90817263',
  brandId: 'b1',
  connectedAt: at(-50 * DAY_MS),
  sandbox: false,
  refreshFailed: false,
  ...fields,
});

const warningsOf = (stored: LinkedInConnection | null, metricool: MetricoolHealth = OK) =>
  connectionWarnings(linkedInHealthOf(stored, NOW), metricool, NOW);

describe('linkedInHealthOf', () => {
  it('reads a connection with its days left and whether it can be refreshed', () => {
    expect(linkedInHealthOf(connection(10 * DAY_MS + 5, { refreshFailed: true }), NOW)).toEqual({
      status: 'connected',
      expiresAt: at(10 * DAY_MS + 5),
      daysLeft: 10,
      refreshFailed: true,
    });
  });

  it('reads no document, a disconnected one or one without expiry as not connected', () => {
    expect(linkedInHealthOf(null, NOW)).toEqual({ status: 'not-connected' });
    expect(linkedInHealthOf(connection(DAY_MS, { connected: false }), NOW)).toEqual({ status: 'not-connected' });
    expect(linkedInHealthOf(connection(DAY_MS, { expiresAt: null }), NOW)).toEqual({ status: 'not-connected' });
  });

  it('reads one whose expiry is now or past as expired', () => {
    expect(linkedInHealthOf(connection(0), NOW)).toEqual({ status: 'expired', expiresAt: NOW });
  });
});

describe('connectionWarnings (docs/product.md, "Estado de las conexiones")', () => {
  it('warns of nothing when LinkedIn has more than 7 days and Metricool answers', () => {
    expect(warningsOf(connection(7 * DAY_MS + 1))).toEqual([]);
    expect(warningsOf(connection(59 * DAY_MS))).toEqual([]);
  });

  it('warns of a LinkedIn connection that expires within 7 days, with its days left', () => {
    expect(warningsOf(connection(7 * DAY_MS))).toEqual([{ kind: 'linkedin-expiring', daysLeft: 7 }]);
    expect(warningsOf(connection(3 * DAY_MS + 60_000))).toEqual([{ kind: 'linkedin-expiring', daysLeft: 3 }]);
    expect(warningsOf(connection(60_000))).toEqual([{ kind: 'linkedin-expiring', daysLeft: 0 }]);
  });

  it('warns once, that it cannot be refreshed, when it cannot (whatever the days left)', () => {
    expect(warningsOf(connection(5 * DAY_MS, { refreshFailed: true }))).toEqual([
      { kind: 'linkedin-refresh-failed', daysLeft: 5 },
    ]);
    expect(warningsOf(connection(20 * DAY_MS, { refreshFailed: true }))).toEqual([
      { kind: 'linkedin-refresh-failed', daysLeft: 20 },
    ]);
  });

  it('warns of an expired connection, refreshable or not', () => {
    expect(warningsOf(connection(-DAY_MS))).toEqual([{ kind: 'linkedin-expired', expiresAt: at(-DAY_MS) }]);
    expect(warningsOf(connection(-DAY_MS, { refreshFailed: true }))).toEqual([
      { kind: 'linkedin-expired', expiresAt: at(-DAY_MS) },
    ]);
  });

  it('warns of Metricool failing with its reason, beside a LinkedIn warning', () => {
    expect(warningsOf(connection(2 * DAY_MS), { status: 'failing', reason: 'Metricool rechazó' })).toEqual([
      { kind: 'linkedin-expiring', daysLeft: 2 },
      { kind: 'metricool-failing', reason: 'Metricool rechazó' },
    ]);
  });

  it('does not warn of a LinkedIn never connected nor of a brand without a Metricool blog id', () => {
    expect(warningsOf(null, { status: 'not-configured' })).toEqual([]);
  });
});
