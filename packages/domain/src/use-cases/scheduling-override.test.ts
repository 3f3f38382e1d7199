import { beforeEach, describe, expect, it } from 'vitest';
import { blockingFindings } from '../guard/checks.js';
import { guardTextDigest } from '../guard/pieces.js';
import type { BrandReview } from '../guard/types.js';
import { Messages } from '../messages.js';
import type { Requirement } from '../requirements/requirement.js';
import { type Twins } from '../testing/index.js';
import { AURORA, CARRUSEL, CONTENIDO, NOW, publishingWorld } from './publishing-world.test-kit.js';
import type { SchedulingUseCases } from './scheduling.js';
import { failureOf } from './use-cases.test-kit.js';

/* docs/product.md, "Revisión de marca": sending a piece with blocking findings needs an override with a reason. */

const carousel = { brandId: 'b-aurora', requirementId: 'req-c1' };
const CAPTION = 'Nuevo café instantáneo de origen';
const REASON = 'El cliente aprobó esta frase por escrito.';

describe('SchedulingUseCases: the brand guard’s override', () => {
  let adapters: Twins;
  let service: SchedulingUseCases;
  /** The blocking findings of the piece as stored, the lines the refusal and the override name. */
  let findings: string[];

  beforeEach(async () => {
    ({ adapters, scheduling: service } = publishingWorld());
    await adapters.brands.update('b-aurora', { conceptsToAvoid: 'café instantáneo', updatedAt: NOW });
    await adapters.requirements.update('b-aurora', 'req-c1', { caption: CAPTION });
    findings = blockingFindings(
      (await adapters.requirements.get('b-aurora', 'req-c1'))!,
      (await adapters.brands.get('b-aurora'))!,
    );
  });

  const records = () => adapters.sends.all();

  it('refuses a piece with blocking findings without a reason, naming them, recorded as refused, nothing sent', async () => {
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain('café instantáneo');
    for (const overrideReason of [undefined, '', '   ']) {
      const refusal = await failureOf(service.schedule(CONTENIDO, 'carousel', { ...carousel, overrideReason }));
      expect(refusal).toMatchObject({ kind: 'validation', message: Messages.guard.blockingFindings(findings) });
      expect(refusal.details).toMatchObject({ problems: findings });
    }
    expect(records().map((record) => [record.outcome, record.reasons, record.override])).toEqual([
      ['refused', findings, undefined],
      ['refused', findings, undefined],
      ['refused', findings, undefined],
    ]);
    expect(adapters.schedulerClient.drafts).toEqual([]);
    expect(adapters.schedulingLedger.sent('b-aurora', 'req-c1')).toBeNull();
    expect(adapters.schedulingLedger.claimOf('b-aurora', 'req-c1')).toBeNull();
  });

  it('refuses a reason under 10 or over 500 characters (trimmed)', async () => {
    for (const overrideReason of ['  corto   ', 'x'.repeat(501)]) {
      expect(await failureOf(service.schedule(CONTENIDO, 'carousel', { ...carousel, overrideReason }))).toMatchObject({
        kind: 'validation',
        message: Messages.guard.overrideReasonInvalid,
      });
    }
    expect(records().map((record) => [record.outcome, record.reasons])).toEqual([
      ['refused', [Messages.guard.overrideReasonInvalid]],
      ['refused', [Messages.guard.overrideReasonInvalid]],
    ]);
    expect(adapters.schedulerClient.drafts).toEqual([]);
  });

  it('sends with a valid reason, keeping it with the findings on the sent post and its send record', async () => {
    const answer = await service.schedule(CONTENIDO, 'carousel', { ...carousel, overrideReason: `  ${REASON}  ` });
    expect(answer).toEqual({
      status: 'sent',
      postId: 'mc-1',
      sentAt: NOW,
      message: Messages.success.sentToScheduling,
      sandbox: false,
    });
    const override = { reason: REASON, findings };
    expect(adapters.schedulingLedger.sent('b-aurora', 'req-c1')).toMatchObject({ postId: 'mc-1', override });
    expect(records()).toEqual([expect.objectContaining({ outcome: 'sent', postId: 'mc-1', override })]);
    expect(adapters.schedulerClient.drafts).toHaveLength(1);
  });

  it('sends 500 characters, and exactly 10', async () => {
    await service.schedule(CONTENIDO, 'carousel', { ...carousel, overrideReason: 'x'.repeat(500) });
    await adapters.requirements.update('b-aurora', 'req-c1', { caption: `${CAPTION}.` });
    await service.schedule(CONTENIDO, 'carousel', { ...carousel, overrideReason: '0123456789' });
    expect(new Set(records().map((record) => record.override?.reason.length))).toEqual(new Set([500, 10]));
  });

  it('needs no reason without blocking findings, and keeps none given', async () => {
    await adapters.brands.update('b-aurora', { conceptsToAvoid: AURORA.conceptsToAvoid ?? '', updatedAt: NOW });
    await service.schedule(CONTENIDO, 'carousel', { ...carousel, overrideReason: REASON });
    expect(adapters.schedulingLedger.sent('b-aurora', 'req-c1')?.override).toBeUndefined();
    expect(records()[0]).not.toHaveProperty('override');
    expect(records()[0]?.outcome).toBe('sent');
  });

  it('blocks on the unsupported claims of a review of the current texts, not of a review of older ones', async () => {
    await adapters.brands.update('b-aurora', { conceptsToAvoid: '', updatedAt: NOW });
    const stored = (await adapters.requirements.get('b-aurora', 'req-c1'))!;
    const review: BrandReview = {
      score: 90,
      passed: false,
      criteria: [],
      claims: [{ text: 'Nuevo café', field: 'caption', span: { start: 0, end: 10 }, source: null }],
      findings: 0,
      blocking: 0,
      textDigest: guardTextDigest(stored),
      at: NOW,
      by: { uid: CONTENIDO.uid, email: CONTENIDO.email },
    };
    await adapters.requirements.update('b-aurora', 'req-c1', { brandReview: review });
    const reviewed: Requirement = { ...stored, brandReview: review };
    const unsupported = blockingFindings(reviewed, (await adapters.brands.get('b-aurora'))!);
    expect(unsupported).toHaveLength(1);
    expect((await failureOf(service.schedule(CONTENIDO, 'carousel', carousel))).message).toBe(
      Messages.guard.blockingFindings(unsupported),
    );

    await adapters.requirements.update('b-aurora', 'req-c1', { caption: 'Café de origen, recién tostado' });
    expect((await service.schedule(CONTENIDO, 'carousel', carousel)).status).toBe('sent');
    expect(CARRUSEL.brandReview).toBeNull();
  });
});
