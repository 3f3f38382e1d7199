import { Messages } from '@estudio/domain/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, fresh, json, repos } from './cli-emulator.test-kit.js';

// `audit`: the audit log read through firebase-admin (cli-emulator.test-kit.ts).

describe('the audit log', () => {
  beforeAll(fresh);

  it('reads the audit collection through firebase-admin: newest first, filtered by brand name, user and date', async () => {
    // The entries the Functions emulator's triggers would write (this suite runs without it).
    const brand = (await repos.brands.list()).find((candidate) => candidate.brandName === 'Textiles Quetzal');
    if (brand === undefined) throw new Error('no Textiles Quetzal');
    const entry = {
      actorUid: 'demo-admin',
      actorEmail: 'admin@estudio.test',
      authType: 'app_user',
      operation: 'update' as const,
      changes: [{ field: 'status', before: 'active', after: 'disabled' }],
    };
    await repos.audit.append({
      ...entry,
      at: new Date('2026-11-20T10:00:00Z'),
      path: `brands/${brand.id}`,
      collection: 'brands',
      brandId: brand.id,
      documentId: brand.id,
    });
    await repos.audit.append({
      ...entry,
      at: new Date('2026-11-21T10:00:00Z'),
      actorUid: 'demo-disenador',
      actorEmail: 'disenador@estudio.test',
      path: `brands/${brand.id}/requirements/r1`,
      collection: 'requirements',
      brandId: brand.id,
      documentId: 'r1',
    });
    await repos.audit.append({
      ...entry,
      at: new Date('2026-11-22T10:00:00Z'),
      path: 'roles/r1',
      collection: 'roles',
      brandId: null,
      documentId: 'r1',
    });
    const paths = async (...argv: string[]) =>
      (await json<{ path: string }[]>('audit', ...argv)).map((found) => found.path);

    expect(await paths()).toEqual(['roles/r1', `brands/${brand.id}/requirements/r1`, `brands/${brand.id}`]);
    expect(await paths('--brand', 'textiles quetzal')).toEqual([
      `brands/${brand.id}/requirements/r1`,
      `brands/${brand.id}`,
    ]);
    expect(await paths('--brand', brand.id, '--user', 'admin@estudio.test')).toEqual([`brands/${brand.id}`]);
    expect(await paths('--user', 'demo-disenador', '--since', '2026-11-21')).toEqual([
      `brands/${brand.id}/requirements/r1`,
    ]);
    expect(await paths('--since', '2026-11-22T00:00:00Z', '--limit', '5')).toEqual(['roles/r1']);

    const human = await cli('audit', '--brand', 'Textiles Quetzal');
    expect(human.code).toBe(0);
    expect(human.out).toContain('status: "active" → "disabled"');
    const refused = await cli('--as', 'disenador@estudio.test', 'audit');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(Messages.access.forbidden);
  });
});
