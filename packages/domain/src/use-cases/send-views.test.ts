import { beforeEach, describe, expect, it } from 'vitest';
import { type Brand } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { SEND_LIST_LIMIT, type SendRecord } from '../scheduling/send-record.js';
import { InMemoryBrandRepository, InMemorySendRecords } from '../testing/index.js';
import { AURORA } from './detail-views.test-kit.js';
import { SendViews } from './send-views.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';

/* docs/product.md, "Envíos": the list of a brand's sends, and an item's last send that did not go. */

const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro' };
const reader = actorWith(['VIEW_REQUIREMENTS', 'ADMIN_BRANDS_OWNER']);
const minute = (n: number) => new Date(Date.UTC(2026, 2, 10, 15, n));

const aSend = (fields: Partial<SendRecord> & Pick<SendRecord, 'id' | 'at'>): SendRecord => ({
  brandId: 'b-aurora',
  requirementId: 'req-c1',
  title: 'Carrusel 1 - T1',
  kind: 'carousel',
  networks: ['Instagram'],
  outcome: 'sent',
  postId: 'mc-1',
  sandbox: false,
  reasons: [],
  status: null,
  by: { uid: 'uid-eva', email: 'eva@estudio.example' },
  ...fields,
});

describe('SendViews', () => {
  let sends: InMemorySendRecords;
  let views: SendViews;

  beforeEach(() => {
    sends = new InMemorySendRecords([
      aSend({ id: 's1', at: minute(1) }),
      aSend({ id: 's2', at: minute(3), outcome: 'failed', postId: null, reasons: ['Metricool no responde'] }),
      aSend({ id: 's3', at: minute(2), requirementId: 'req-v1', kind: 'video', outcome: 'refused', postId: null }),
      aSend({ id: 's4', at: minute(4), brandId: 'b-ajena' }),
    ]);
    views = new SendViews(new InMemoryBrandRepository([AURORA, AJENA]), sends);
  });

  it("lists the brand's sends newest first, none of another brand", async () => {
    expect((await views.list(reader, 'b-aurora')).map((send) => send.id)).toEqual(['s2', 's3', 's1']);
  });

  it('reads at most SEND_LIST_LIMIT of them', async () => {
    for (let i = 0; i < SEND_LIST_LIMIT + 5; i++) await sends.record({ ...aSend({ id: '', at: minute(10 + i) }) });
    expect(await views.list(reader, 'b-aurora')).toHaveLength(SEND_LIST_LIMIT);
  });

  it('needs VIEW_REQUIREMENTS and a brand the caller sees', async () => {
    expect((await failureOf(views.list(actorWith(['ADMIN_BRANDS_OWNER']), 'b-aurora'))).kind).toBe('forbidden');
    expect((await failureOf(views.list(reader, 'b-ajena'))).kind).toBe('forbidden');
    expect(await failureOf(views.list(reader, 'b-nada'))).toMatchObject({ kind: 'not-found' });
    expect((await failureOf(views.unsent(reader, { brandId: 'b-ajena', requirementId: 'req-c1' }))).kind).toBe(
      'forbidden',
    );
  });

  it("answers an item's newest send when it failed or was refused, until a newer one went", async () => {
    expect(await views.unsent(reader, { brandId: 'b-aurora', requirementId: 'req-c1' })).toMatchObject({ id: 's2' });
    expect(await views.unsent(reader, { brandId: 'b-aurora', requirementId: 'req-v1' })).toMatchObject({ id: 's3' });
    await sends.record({ ...aSend({ id: '', at: minute(5) }), outcome: 'already-sent' });
    expect(await views.unsent(reader, { brandId: 'b-aurora', requirementId: 'req-c1' })).toBeNull();
    expect(await views.unsent(reader, { brandId: 'b-aurora', requirementId: 'req-nada' })).toBeNull();
  });

  it('refuses a missing key, and says when the records cannot be read', async () => {
    expect(await failureOf(views.unsent(reader, { brandId: 'b-aurora', requirementId: ' ' }))).toMatchObject({
      kind: 'validation',
      message: Messages.carousel.missingBrandOrRequirement,
    });
    sends.failNext('list', new Error('unavailable'));
    expect(await failureOf(views.list(reader, 'b-aurora'))).toMatchObject({
      kind: 'upstream',
      message: Messages.scheduling.loadSends,
    });
  });
});
