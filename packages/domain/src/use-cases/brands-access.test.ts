import { describe, expect, it, vi } from 'vitest';
import { failureOf } from './use-cases.test-kit.js';
import { NOW, m, sara, luis, eva, reader, BRANDS, useBrandsWorld } from './brands.test-kit.js';

describe('BrandUseCases', () => {
  const world = useBrandsWorld();

  describe('listAccessCandidates', () => {
    it('lists active users with their role and whether they have access', async () => {
      const panel = await world.service.listAccessCandidates(sara, 'b-zeta');
      expect(panel.brand.id).toBe('b-zeta');
      expect(panel.roles.map((r) => r.id)).toEqual(['r-dis', 'r-super']);
      expect(panel.candidates.map((c) => [c.uid, c.roleName, c.hasAccess])).toEqual([
        ['ana', 'Diseñador', false],
        ['luis', 'Diseñador', true],
        ['sara', 'Superadministrador', false],
      ]);
    });

    it('reads the active users only', async () => {
      const list = vi.spyOn(world.users, 'list');
      await world.service.listAccessCandidates(sara, 'b-zeta');
      expect(list).not.toHaveBeenCalled();
    });

    it('needs ADMIN_BRAND_USERS and a visible brand', async () => {
      expect((await failureOf(world.service.listAccessCandidates(reader, 'b-zeta'))).kind).toBe('forbidden');
      expect((await failureOf(world.service.listAccessCandidates(eva, 'b-zeta'))).kind).toBe('forbidden');
      expect((await failureOf(world.service.listAccessCandidates(sara, 'nada'))).message).toBe(m.fetchBrands);
    });

    it('reports which read failed', async () => {
      world.brands.failNext('get');
      expect((await failureOf(world.service.listAccessCandidates(sara, 'b-zeta'))).message).toBe(m.fetchBrands);
      world.users.failNext('listActive');
      expect((await failureOf(world.service.listAccessCandidates(sara, 'b-zeta'))).message).toBe(m.fetchUsers);
      world.roles.failNext('list');
      expect((await failureOf(world.service.listAccessCandidates(sara, 'b-zeta'))).message).toBe(m.fetchRoles);
    });
  });

  describe('grantAccess and revokeAccess', () => {
    it("adds an active user's e-mail as on their record, with updatedAt", async () => {
      const result = await world.service.grantAccess(sara, 'b-aurora', 'ANA@estudio.example');
      expect(result.allowedUsers).toEqual(['ana@estudio.example']);
      expect(await world.brands.get('b-aurora')).toMatchObject({
        allowedUsers: ['ana@estudio.example'],
        updatedAt: new Date(NOW),
      });
    });

    it('does nothing when the e-mail is already there in any case', async () => {
      const result = await world.service.grantAccess(sara, 'b-zeta', 'luis@estudio.example');
      expect(result).toEqual(BRANDS[0]);
      await world.expectUntouched();
    });

    it('refuses disabled and unknown users', async () => {
      for (const email of ['off@estudio.example', 'nadie@estudio.example']) {
        const error = await failureOf(world.service.grantAccess(sara, 'b-zeta', email));
        expect(error.kind).toBe('validation');
        expect(error.message).toBe(m.addAllowedUser);
      }
      await world.expectUntouched();
    });

    it('removes every spelling of the e-mail, and nothing when absent', async () => {
      const result = await world.service.revokeAccess(sara, 'b-zeta', 'luis@ESTUDIO.example');
      expect(result.allowedUsers).toEqual([]);
      expect(await world.brands.get('b-zeta')).toMatchObject({ allowedUsers: [], updatedAt: new Date(NOW) });
      await world.service.revokeAccess(sara, 'b-aurora', 'ana@estudio.example');
      expect(await world.brands.get('b-aurora')).toEqual(BRANDS[1]);
    });

    it('reads the active users only', async () => {
      const list = vi.spyOn(world.users, 'list');
      await world.service.listAccessCandidates(sara, 'b-zeta');
      expect(list).not.toHaveBeenCalled();
    });

    it('needs ADMIN_BRAND_USERS and a visible brand', async () => {
      expect((await failureOf(world.service.grantAccess(reader, 'b-zeta', 'ana@estudio.example'))).kind).toBe(
        'forbidden',
      );
      expect((await failureOf(world.service.revokeAccess(luis, 'b-otra', 'ana@estudio.example'))).kind).toBe(
        'forbidden',
      );
      expect((await failureOf(world.service.revokeAccess(sara, 'nada', 'x@y.co'))).message).toBe(m.removeAllowedUser);
      await world.expectUntouched();
    });

    it('wraps failures in the operation message and writes nothing', async () => {
      world.brands.failNext('setAllowedUsers');
      expect((await failureOf(world.service.grantAccess(sara, 'b-aurora', 'ana@estudio.example'))).message).toBe(
        m.addAllowedUser,
      );
      world.users.failNext('findByEmail');
      expect((await failureOf(world.service.grantAccess(sara, 'b-aurora', 'ana@estudio.example'))).message).toBe(
        m.addAllowedUser,
      );
      world.brands.failNext('setAllowedUsers');
      const error = await failureOf(world.service.revokeAccess(sara, 'b-zeta', 'luis@estudio.example'));
      expect(error.message).toBe(m.removeAllowedUser);
      expect(error.kind).toBe('upstream');
      await world.expectUntouched();
    });
  });

  describe('changeAccess (many e-mails at once)', () => {
    it('grants the active users in one write, telling each e-mail what happened', async () => {
      const write = vi.spyOn(world.brands, 'setAllowedUsers');
      const result = await world.service.changeAccess(
        sara,
        'b-zeta',
        'grant',
        ['ANA@estudio.example', 'luis@estudio.example'],
        {},
      );
      expect(result.outcomes.map((o) => [o.email, o.outcome])).toEqual([
        ['ANA@estudio.example', 'granted'],
        ['luis@estudio.example', 'already-granted'],
      ]);
      expect(result).toMatchObject({ refused: 0, written: true });
      expect(write).toHaveBeenCalledTimes(1);
      expect(await world.brands.get('b-zeta')).toMatchObject({
        allowedUsers: ['luis@estudio.example', 'ana@estudio.example'],
        updatedAt: new Date(NOW),
      });
      expect(result.brand).toEqual(await world.brands.get('b-zeta'));
    });

    it('writes nothing when an e-mail is refused, unless asked to skip the refused ones', async () => {
      const emails = ['ana@estudio.example', 'off@estudio.example', 'nadie@estudio.example'];
      const blocked = await world.service.changeAccess(sara, 'b-aurora', 'grant', emails);
      expect(blocked.outcomes.map((o) => o.outcome)).toEqual(['granted', 'inactive-user', 'unknown-user']);
      expect(blocked).toMatchObject({ refused: 2, written: false });
      await world.expectUntouched();

      const skipped = await world.service.changeAccess(sara, 'b-aurora', 'grant', emails, { skipRefused: true });
      expect(skipped.written).toBe(true);
      expect((await world.brands.get('b-aurora'))?.allowedUsers).toEqual(['ana@estudio.example']);
    });

    it('writes nothing on a dry run, or when nothing changes', async () => {
      expect(
        (await world.service.changeAccess(sara, 'b-zeta', 'revoke', ['luis@estudio.example'], { dryRun: true }))
          .written,
      ).toBe(false);
      expect(
        (await world.service.changeAccess(sara, 'b-zeta', 'revoke', ['nadie@estudio.example'])).outcomes[0]?.outcome,
      ).toBe('not-granted');
      expect((await world.service.changeAccess(sara, 'b-zeta', 'grant', ['luis@estudio.example'])).written).toBe(false);
      await world.expectUntouched();
    });

    it('revokes every spelling of each e-mail, reading no users', async () => {
      const list = vi.spyOn(world.users, 'list');
      const result = await world.service.changeAccess(sara, 'b-zeta', 'revoke', [
        'LUIS@estudio.example',
        'ana@estudio.example',
      ]);
      expect(result.outcomes.map((o) => o.outcome)).toEqual(['revoked', 'not-granted']);
      expect((await world.brands.get('b-zeta'))?.allowedUsers).toEqual([]);
      expect(list).not.toHaveBeenCalled();
    });

    it('needs ADMIN_BRAND_USERS and a visible brand, and wraps failures in the operation message', async () => {
      expect(
        (await failureOf(world.service.changeAccess(reader, 'b-zeta', 'grant', ['ana@estudio.example']))).kind,
      ).toBe('forbidden');
      expect(
        (await failureOf(world.service.changeAccess(luis, 'b-otra', 'revoke', ['ana@estudio.example']))).kind,
      ).toBe('forbidden');
      world.users.failNext('list');
      expect(
        (await failureOf(world.service.changeAccess(sara, 'b-zeta', 'grant', ['ana@estudio.example']))).message,
      ).toBe(m.addAllowedUser);
      world.brands.failNext('setAllowedUsers');
      expect(
        (await failureOf(world.service.changeAccess(sara, 'b-zeta', 'revoke', ['luis@estudio.example']))).message,
      ).toBe(m.removeAllowedUser);
      await world.expectUntouched();
    });
  });
});
