import { Messages } from '../messages.js';
import { LINKEDIN_REFRESH_WINDOW_MS, type StoredLinkedInTokens } from '../ports/linkedin-oauth.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Twins } from '../testing/index.js';
import { type LinkedInUseCases } from './linkedin.js';
import { CONTENIDO, ESTRATEGA, LECTOR, NOW, publishingWorld } from './publishing-world.test-kit.js';
import { failureOf } from './use-cases.test-kit.js';

const m = Messages.linkedin;
const DAY_MS = 86_400_000;

/** A stored link whose access token expires `days` after NOW. */
const tokens = (days: number, refresh: Partial<StoredLinkedInTokens> = {}): StoredLinkedInTokens => ({
  accessToken: `acceso-${days}`,
  expiresAt: new Date(NOW.getTime() + days * DAY_MS),
  refreshToken: `renovar-${days}`,
  refreshTokenExpiresAt: new Date(NOW.getTime() + 200 * DAY_MS),
  scopes: ['w_organization_social'],
  organizationId: '777',
  brandId: 'b-aurora',
  connectedAt: new Date(NOW.getTime() - 53 * DAY_MS),
  ...refresh,
});

describe('LinkedInUseCases.refreshExpiring (docs/product.md, "LinkedIn")', () => {
  let adapters: Twins;
  let service: LinkedInUseCases;

  beforeEach(() => {
    ({ adapters, linkedIn: service } = publishingWorld());
  });

  const store = async (uid: string, stored: StoredLinkedInTokens) => {
    await adapters.linkedInTokens.save(uid, stored);
    await adapters.linkedInConnections.save(uid, {
      connected: true,
      expiresAt: stored.expiresAt,
      organizationId: stored.organizationId,
      brandId: stored.brandId,
      connectedAt: stored.connectedAt,
      sandbox: false,
      refreshFailed: false,
    });
  };

  it('renews a token expiring within 7 days, keeping the refresh token, and leaves later ones alone', async () => {
    await store(ESTRATEGA.uid, tokens(6));
    await store(CONTENIDO.uid, tokens(8));
    expect(await service.refreshExpiring()).toEqual({ refreshed: [ESTRATEGA.uid], failed: [] });
    expect(adapters.linkedInClient.refreshed).toEqual(['renovar-6']);

    const renewedUntil = new Date(NOW.getTime() + 5_184_000 * 1000);
    expect(await adapters.linkedInTokens.get(ESTRATEGA.uid)).toEqual({
      ...tokens(6),
      accessToken: 'token-refreshed-1',
      expiresAt: renewedUntil,
      refreshToken: 'renovar-6',
      refreshTokenExpiresAt: new Date(NOW.getTime() + 31_000_000 * 1000),
    });
    expect(await adapters.linkedInConnections.get(ESTRATEGA.uid)).toMatchObject({
      connected: true,
      expiresAt: renewedUntil,
      refreshFailed: false,
    });
    // The one expiring in 8 days is untouched.
    expect(await adapters.linkedInTokens.get(CONTENIDO.uid)).toEqual(tokens(8));
    expect(adapters.logger.entries.filter((entry) => entry.message === m.refreshedLog)).toHaveLength(1);
  });

  it('the window is exactly 7 days', async () => {
    await store(ESTRATEGA.uid, tokens(LINKEDIN_REFRESH_WINDOW_MS / DAY_MS));
    expect((await service.refreshExpiring()).refreshed).toEqual([ESTRATEGA.uid]);
  });

  it('marks refreshFailed when there is no refresh token, it expired, or LinkedIn refuses, and keeps the tokens', async () => {
    await store(ESTRATEGA.uid, tokens(3, { refreshToken: null, refreshTokenExpiresAt: null }));
    await store(CONTENIDO.uid, tokens(-2, { refreshTokenExpiresAt: new Date(NOW.getTime() - DAY_MS) }));
    await store(LECTOR.uid, tokens(1));
    adapters.linkedInClient.failNext('refresh');

    const report = await service.refreshExpiring();
    expect([...report.failed].sort()).toEqual([CONTENIDO.uid, ESTRATEGA.uid, LECTOR.uid].sort());
    expect(report.refreshed).toEqual([]);
    for (const uid of [ESTRATEGA.uid, CONTENIDO.uid, LECTOR.uid]) {
      expect(await adapters.linkedInConnections.get(uid)).toMatchObject({ connected: true, refreshFailed: true });
    }
    // Only the one with a live refresh token was sent to LinkedIn; nothing was renewed.
    expect(adapters.linkedInClient.refreshed).toEqual([]);
    expect(await adapters.linkedInTokens.get(LECTOR.uid)).toEqual(tokens(1));
    const reasons = adapters.logger.entries
      .filter((entry) => entry.message === m.refreshFailedLog)
      .map((entry) => (entry.details as { reason: string }).reason)
      .sort();
    expect(reasons).toEqual(['no refresh token', 'refresh token expired', 'refused']);
  });

  it('a later refresh that works, or a new connection, writes refreshFailed false again', async () => {
    await store(ESTRATEGA.uid, tokens(2));
    adapters.linkedInClient.failNext('refresh');
    await service.refreshExpiring();
    expect((await adapters.linkedInConnections.get(ESTRATEGA.uid))?.refreshFailed).toBe(true);
    await service.refreshExpiring();
    expect((await adapters.linkedInConnections.get(ESTRATEGA.uid))?.refreshFailed).toBe(false);

    await store(CONTENIDO.uid, tokens(2, { refreshToken: null }));
    await service.refreshExpiring();
    expect((await adapters.linkedInConnections.get(CONTENIDO.uid))?.refreshFailed).toBe(true);
    const { url, nonce } = await service.beginAuthorization(CONTENIDO, 'b-aurora');
    const state = new URL(url).searchParams.get('state') ?? '';
    expect(await service.completeAuthorization({ code: 'otra-vez', state }, nonce)).toMatchObject({
      outcome: 'connected',
    });
    expect((await adapters.linkedInConnections.get(CONTENIDO.uid))?.refreshFailed).toBe(false);
  });

  it('answers the internal error when the vault cannot be listed, and changes nothing', async () => {
    await store(ESTRATEGA.uid, tokens(2));
    adapters.linkedInTokens.failNext('expiringBy');
    expect((await failureOf(service.refreshExpiring())).message).toBe(Messages.endpoints.internal);
    expect(await adapters.linkedInTokens.get(ESTRATEGA.uid)).toEqual(tokens(2));
  });
});
