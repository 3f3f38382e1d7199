import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, db, fresh, json } from './cli-emulator.test-kit.js';

// `estudio requirements backfill-brand-ids` (cli-emulator.test-kit.ts): the deploy step that
// gives requirements stored before the field their brandId.

describe('requirements backfill-brand-ids', () => {
  beforeAll(fresh);

  it('writes brandId where it is missing or names another brand, once, and says how many', async () => {
    const all = await db.collectionGroup('requirements').get();
    expect(all.size).toBeGreaterThan(3);
    // The seed writes the field; three requirements as stored before it, or wrongly.
    const [first, second, third] = all.docs;
    await first!.ref.update({ brandId: FieldValue.delete() });
    await second!.ref.update({ brandId: FieldValue.delete() });
    await third!.ref.update({ brandId: 'otra-marca' });

    expect(await json('requirements', 'backfill-brand-ids')).toEqual({ scanned: all.size, written: 3 });
    for (const snapshot of [first, second, third]) {
      expect((await snapshot!.ref.get()).get('brandId')).toBe(snapshot!.ref.parent.parent?.id);
    }
    const again = await cli('requirements', 'backfill-brand-ids');
    expect(again.code).toBe(0);
    expect(again.out).toContain(`Requerimientos revisados: ${all.size}. brandId escrito en 0`);
  });

  it('is refused to someone who may not see every brand', async () => {
    const refused = await cli('--as', 'disenador@estudio.test', 'requirements', 'backfill-brand-ids');
    expect(refused.code).toBe(1);
  });
});
