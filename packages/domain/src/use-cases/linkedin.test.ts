import { LINKEDIN_STATE_TTL_MS } from '../ports/linkedin-oauth.js';
import { Messages } from '../messages.js';
import { type LinkedInUseCases } from './linkedin.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Twins } from '../testing/index.js';
import { CONTENIDO, ESTRATEGA, INACTIVO, LECTOR, NOW, publishingWorld } from './publishing-world.test-kit.js';
import { failureOf } from './use-cases.test-kit.js';

const m = Messages.linkedin;

describe('LinkedInUseCases', () => {
  let adapters: Twins;
  let service: LinkedInUseCases;

  beforeEach(() => {
    ({ adapters, linkedIn: service } = publishingWorld());
  });

  /** auth: the state in the URL LinkedIn gets, and the nonce the function puts in the browser's cookie. */
  const begin = async () => {
    const { url, nonce } = await service.beginAuthorization(ESTRATEGA, 'b-aurora');
    return { state: new URL(url).searchParams.get('state') ?? '', nonce };
  };

  /** A full round trip: auth, then LinkedIn's redirect back with a code, in the browser that began it. */
  const connect = async () => {
    const { state, nonce } = await begin();
    return service.completeAuthorization({ code: 'code-1', state }, nonce);
  };

  describe('beginAuthorization', () => {
    it('stores a single-use state for the caller and brand with the digest of the browser nonce, and answers the URL', async () => {
      expect(await service.beginAuthorization(ESTRATEGA, 'b-aurora')).toEqual({
        url: 'https://linkedin.example/oauth/v2/authorization?response_type=code&state=state-1',
        sandbox: false,
        nonce: 'state-2',
      });
      expect(adapters.linkedInAuthStates.find('state-1')).toEqual({
        state: {
          state: 'state-1',
          nonceHash: await adapters.digester.digest('state-2'),
          uid: ESTRATEGA.uid,
          brandId: 'b-aurora',
          organizationId: '777',
          createdAt: NOW,
          expiresAt: new Date(NOW.getTime() + LINKEDIN_STATE_TTL_MS),
        },
        used: false,
      });
    });

    it('needs an active SOCIAL_MEDIA caller, a visible brand and its organization id', async () => {
      expect((await failureOf(service.beginAuthorization(INACTIVO, 'b-aurora'))).kind).toBe('forbidden');
      expect((await failureOf(service.beginAuthorization(LECTOR, 'b-aurora'))).kind).toBe('forbidden');
      expect((await failureOf(service.beginAuthorization(ESTRATEGA, 'b-nada'))).kind).toBe('not-found');
      expect((await failureOf(service.beginAuthorization(ESTRATEGA, 'b-oculta'))).kind).toBe('forbidden');
      expect(await failureOf(service.beginAuthorization(ESTRATEGA, 'b-sin'))).toMatchObject({
        kind: 'validation',
        message: m.organizationIdRequired,
      });
      expect(adapters.linkedInAuthStates.find('state-1')).toBeNull();
    });
  });

  describe('completeAuthorization', () => {
    it('exchanges the code, keeps the tokens server-side and tells the console only what it needs', async () => {
      expect(await connect()).toEqual({ outcome: 'connected', brandId: 'b-aurora' });
      expect(adapters.linkedInClient.exchanged).toEqual(['code-1']);
      const expiresAt = new Date(NOW.getTime() + 5_184_000 * 1000);
      expect(await adapters.linkedInTokens.get(ESTRATEGA.uid)).toMatchObject({
        accessToken: 'token-for-code-1',
        expiresAt,
        refreshToken: 'refresh-for-code-1',
        organizationId: '777',
        brandId: 'b-aurora',
        connectedAt: NOW,
      });
      const connection = await adapters.linkedInConnections.get(ESTRATEGA.uid);
      expect(connection).toEqual({
        connected: true,
        expiresAt,
        organizationId: '777',
        brandId: 'b-aurora',
        connectedAt: NOW,
        // The client here is LinkedIn's own, not the local sandbox.
        sandbox: false,
        refreshFailed: false,
      });
      expect(JSON.stringify(connection)).not.toContain('token');
    });

    it('marks a connection made through the local sandbox, for the console to label it', async () => {
      Object.defineProperty(adapters.linkedInClient, 'sandbox', { get: () => true });
      await connect();
      expect(await adapters.linkedInConnections.get(ESTRATEGA.uid)).toMatchObject({ connected: true, sandbox: true });
    });

    it('refuses a missing, forged, replayed or expired state without throwing', async () => {
      expect(await service.completeAuthorization({ code: 'c' }, 'n')).toEqual({
        outcome: 'refused',
        problem: 'missing-state',
      });
      expect(await service.completeAuthorization({ code: 'c', state: 'forjado' }, 'n')).toEqual({
        outcome: 'refused',
        problem: 'unknown-state',
      });
      const first = await begin();
      await service.completeAuthorization({ code: 'code-1', state: first.state }, first.nonce);
      expect(await service.completeAuthorization({ code: 'code-2', state: first.state }, first.nonce)).toEqual({
        outcome: 'refused',
        problem: 'used-state',
      });
      const late = await begin();
      adapters.clock.advance(LINKEDIN_STATE_TTL_MS);
      expect(await service.completeAuthorization({ code: 'code-3', state: late.state }, late.nonce)).toEqual({
        outcome: 'refused',
        problem: 'expired-state',
      });
      expect(adapters.linkedInClient.exchanged).toEqual(['code-1']);
      expect(adapters.logger.entries.filter((entry) => entry.message === m.callbackRefused)).toHaveLength(4);
    });

    it("refuses another browser's callback (no nonce, another one) before any code is exchanged, spending the state", async () => {
      const { state, nonce } = await begin();
      const other = await begin();
      // An attacker's code with the victim's unused state, from a browser without the victim's cookie.
      expect(await service.completeAuthorization({ code: 'codigo-atacante', state })).toEqual({
        outcome: 'refused',
        problem: 'browser-mismatch',
      });
      expect(adapters.linkedInAuthStates.find(state)?.used).toBe(true);
      // The victim's own browser cannot use it afterwards either: the state is spent.
      expect(await service.completeAuthorization({ code: 'code-1', state }, nonce)).toEqual({
        outcome: 'refused',
        problem: 'used-state',
      });
      // A browser holding another authorization's nonce.
      expect(await service.completeAuthorization({ code: 'code-2', state: other.state }, nonce)).toEqual({
        outcome: 'refused',
        problem: 'browser-mismatch',
      });
      expect(adapters.linkedInClient.exchanged).toEqual([]);
      expect(await adapters.linkedInTokens.get(ESTRATEGA.uid)).toBeNull();
      expect(await adapters.linkedInConnections.get(ESTRATEGA.uid)).toBeNull();
      const problemOf = (details: unknown) => (details as { problem?: string } | undefined)?.problem;
      expect(adapters.logger.entries.filter((entry) => problemOf(entry.details) === 'browser-mismatch')).toHaveLength(
        2,
      );
    });

    it("refuses the user's cancel (spending the state) and a failed exchange, storing nothing", async () => {
      const cancelled = await begin();
      expect(
        await service.completeAuthorization(
          { state: cancelled.state, error: 'user_cancelled_authorize' },
          cancelled.nonce,
        ),
      ).toEqual({
        outcome: 'refused',
        problem: 'cancelled',
      });
      expect(adapters.linkedInAuthStates.find(cancelled.state)?.used).toBe(true);
      const failing = await begin();
      adapters.linkedInClient.failNext('exchangeCode');
      expect(await service.completeAuthorization({ code: 'c', state: failing.state }, failing.nonce)).toEqual({
        outcome: 'refused',
        problem: 'exchange-failed',
      });
      const codeless = await begin();
      expect(await service.completeAuthorization({ state: codeless.state }, codeless.nonce)).toEqual({
        outcome: 'refused',
        problem: 'exchange-failed',
      });
      expect(await adapters.linkedInTokens.get(ESTRATEGA.uid)).toBeNull();
      expect(await adapters.linkedInConnections.get(ESTRATEGA.uid)).toBeNull();
    });
  });

  describe('disconnect', () => {
    it('revokes the token, removes the tokens and the status', async () => {
      await connect();
      expect(await service.disconnect(ESTRATEGA)).toBe(m.disconnected);
      expect(adapters.linkedInClient.revoked).toEqual(['token-for-code-1']);
      expect(await adapters.linkedInTokens.get(ESTRATEGA.uid)).toBeNull();
      expect(await adapters.linkedInConnections.get(ESTRATEGA.uid)).toBeNull();
    });

    it('removes them even when LinkedIn refuses the revocation (logged), and needs SOCIAL_MEDIA', async () => {
      await connect();
      adapters.linkedInClient.failNext('revoke');
      expect(await service.disconnect(ESTRATEGA)).toBe(m.disconnected);
      expect(adapters.logger.entries.some((entry) => entry.message === m.revokeFailed)).toBe(true);
      expect(await adapters.linkedInTokens.get(ESTRATEGA.uid)).toBeNull();
      expect((await failureOf(service.disconnect(LECTOR))).kind).toBe('forbidden');
      expect(await service.disconnect(CONTENIDO)).toBe(m.disconnected);
    });
  });

  describe('publish', () => {
    const image = (path: string, type = 'image/png') => adapters.storedMedia.put(path, new Uint8Array([1, 2, 3]), type);

    it("posts as the brand's organization with the stored token, with an image of the brand", async () => {
      await connect();
      const url = image('img_carrousels/b-aurora/req-c1/1.png');
      expect(
        await service.publish(ESTRATEGA, { brandId: 'b-aurora', text: '  Hola LinkedIn ', imageUrl: url }),
      ).toEqual({
        postUrn: 'urn:li:share:1',
        sandbox: false,
      });
      expect(adapters.linkedInClient.posts).toEqual([
        {
          accessToken: 'token-for-code-1',
          organizationId: '777',
          text: 'Hola LinkedIn',
          image: { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' },
          postUrn: 'urn:li:share:1',
        },
      ]);
    });

    it('needs a connection that has not expired', async () => {
      expect(await failureOf(service.publish(ESTRATEGA, { brandId: 'b-aurora', text: 'x' }))).toMatchObject({
        kind: 'validation',
        message: m.notConnected,
      });
      await connect();
      adapters.clock.advance(5_184_000 * 1000);
      expect((await failureOf(service.publish(ESTRATEGA, { brandId: 'b-aurora', text: 'x' }))).message).toBe(
        m.notConnected,
      );
    });

    it('refuses a blank or too long text, and an image outside the brand or not an image', async () => {
      await connect();
      const post = (text: string, imageUrl?: string) =>
        failureOf(service.publish(ESTRATEGA, { brandId: 'b-aurora', text, ...(imageUrl ? { imageUrl } : {}) }));
      expect((await post('  ')).message).toBe(m.publishTextRequired);
      expect((await post('x'.repeat(3001))).message).toBe(m.publishTextTooLong(3000));
      expect((await post('x', image('img_carrousels/b-otra/r/1.png'))).message).toBe(m.publishImageOutsideBrand);
      expect((await post('x', 'https://evil.example/x.png')).message).toBe(m.publishImageOutsideBrand);
      expect((await post('x', image('video_blogs/b-aurora/r/v.mp4', 'video/mp4'))).message).toBe(
        m.publishImageNotImage,
      );
      expect(adapters.linkedInClient.posts).toEqual([]);
      expect((await failureOf(service.publish(LECTOR, { brandId: 'b-aurora', text: 'x' }))).kind).toBe('forbidden');
    });
  });
});
