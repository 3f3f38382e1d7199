import type {
  BrandDrift,
  BrandDriftMarker,
  BrandReviewEntry,
  BrandReviewHistory,
  BrandReviewRecorder,
} from '@estudio/domain/content';
import type { RequirementRepository } from '@estudio/domain/requirements';
import type { ScheduledPostRecord } from '@estudio/domain/scheduling';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aNewRequirement } from './fixtures.js';

export interface BrandGuardSubject {
  /** guard/score's recorder, the panel's history and the drift marker (one store or three views of it). */
  readonly guard: BrandReviewRecorder & BrandReviewHistory & BrandDriftMarker;
  /** Where the requirements live (seeded through it, read back through it). */
  readonly requirements: RequirementRepository;
  /** Records a requirement as sent, as the scheduler's ledger does (its `scheduledPost`). */
  readonly markSent: (brandId: string, requirementId: string, sent: ScheduledPostRecord) => Promise<void>;
  readonly cleanup?: () => Promise<void>;
}

const BRAND = 'b-guard';
const OTHER = 'b-otra';
const minute = (n: number): Date => new Date(Date.UTC(2026, 10, 27, 12, n));
const eva = { uid: 'uid-eva', email: 'eva@estudio.example' };
const luis = { uid: 'uid-luis', email: 'luis@estudio.example' };

const review = (score: number, n: number, by = eva): BrandReviewEntry => ({
  score,
  passed: score >= 75.01,
  criteria: [
    { criterion: 'tono', score, reason: 'Tono cercano, como pide la guía.' },
    { criterion: 'pilares', score: 70, reason: 'Toca el pilar «origen».' },
    { criterion: 'mensaje', score: 90, reason: 'Repite el mensaje clave.' },
    { criterion: 'audiencia', score: 80.5, reason: 'Habla a quien compra café de especialidad.' },
  ],
  claims: [
    {
      text: 'Cultivado a 1.800 metros',
      field: 'caption',
      span: { start: 4, end: 28 },
      source: { id: 'q:diferences', label: 'Cuestionario: Diferenciales' },
    },
    { text: 'el mejor café del mundo', field: null, span: null, source: null },
  ],
  findings: 2,
  blocking: 1,
  textDigest: `digest-${n}`,
  at: minute(n),
  by,
});

const drift = (changes: readonly string[], n: number, by = luis): BrandDrift => ({ changes, at: minute(n), by });

const sent = (n: number): ScheduledPostRecord => ({
  postId: `post-${n}`,
  sentAt: minute(n),
  digest: `sent-${n}`,
  kind: 'carousel',
  networks: ['Instagram'],
  by: eva,
  sandbox: true,
});

/** The brand guard's stores (docs/product.md, "Revisión de marca"): what every adapter must do, twin or Firestore. */
export const describeBrandGuardContract = (name: string, makeSubject: () => Promise<BrandGuardSubject>): void => {
  describe(`BrandReviewRecorder, BrandReviewHistory and BrandDriftMarker contract: ${name}`, () => {
    let subject: BrandGuardSubject;
    let ids: string[];
    let otherId: string;
    beforeEach(async () => {
      subject = await makeSubject();
      const created = await subject.requirements.createMany(BRAND, [
        aNewRequirement(BRAND, 1),
        aNewRequirement(BRAND, 2),
        aNewRequirement(BRAND, 3),
      ]);
      const [other] = await subject.requirements.createMany(OTHER, [aNewRequirement(OTHER, 1)]);
      ids = created.map((requirement) => requirement.id);
      otherId = other?.id ?? '';
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    const requirement = async (index: number, brandId = BRAND) => {
      const found = await subject.requirements.get(brandId, ids[index] ?? '');
      if (found === null) throw new Error('the requirement should exist');
      return found;
    };

    it('reads no history of a requirement never scored', async () => {
      expect(await subject.guard.list(BRAND, ids[0] ?? '')).toEqual([]);
      expect((await requirement(0)).brandReview).toBeNull();
      expect((await requirement(0)).brandDrift).toBeNull();
    });

    it('stores the review on the requirement, stamped with who asked, and appends it to its history, newest first', async () => {
      const { guard } = subject;
      const [first = '', second = ''] = ids;
      await guard.record(BRAND, first, review(62.5, 1));
      await guard.record(BRAND, first, review(88, 3, luis));
      await guard.record(BRAND, second, review(80, 2));

      const scored = await requirement(0);
      expect(scored.brandReview).toEqual(review(88, 3, luis));
      expect(scored.changedBy).toEqual({ ...luis, at: minute(3) });
      expect(await guard.list(BRAND, first)).toEqual([review(88, 3, luis), review(62.5, 1)]);
      expect(await guard.list(BRAND, second)).toEqual([review(80, 2)]);
      expect(await guard.list(BRAND, ids[2] ?? '')).toEqual([]);
      // A score is not an edit: the requirement's own content is what it was.
      expect(scored.caption).toBe((await requirement(2)).caption);
    });

    it('refuses a requirement that does not exist, recording nothing', async () => {
      await expect(subject.guard.record(BRAND, 'no-existe', review(90, 1))).rejects.toThrow();
      expect(await subject.guard.list(BRAND, 'no-existe')).toEqual([]);
    });

    it("marks the brand's requirements not yet sent, and no other, stamped with who changed the brand", async () => {
      const { guard } = subject;
      await subject.markSent(BRAND, ids[1] ?? '', sent(1));

      expect(await guard.mark(BRAND, drift(['ADN: Conceptos a evitar'], 2))).toBe(2);
      for (const index of [0, 2]) {
        const marked = await requirement(index);
        expect(marked.brandDrift).toEqual(drift(['ADN: Conceptos a evitar'], 2));
        expect(marked.changedBy).toEqual({ ...luis, at: minute(2) });
      }
      expect((await requirement(1)).brandDrift).toBeNull();
      expect((await subject.requirements.get(OTHER, otherId))?.brandDrift).toBeNull();
    });

    it('merges the changes of a drift not yet reviewed, and starts afresh after a review', async () => {
      const { guard } = subject;
      await guard.mark(BRAND, drift(['ADN: Conceptos a evitar', 'Guía: Mensaje clave'], 1));
      await guard.record(BRAND, ids[1] ?? '', review(90, 2));
      await guard.mark(BRAND, drift(['Guía: Mensaje clave', 'ADN: Palabras clave importantes'], 3, eva));

      expect((await requirement(0)).brandDrift).toEqual(
        drift(['ADN: Conceptos a evitar', 'Guía: Mensaje clave', 'ADN: Palabras clave importantes'], 3, eva),
      );
      expect((await requirement(1)).brandDrift).toEqual(
        drift(['Guía: Mensaje clave', 'ADN: Palabras clave importantes'], 3, eva),
      );
    });

    it('marks nothing of a brand without requirements', async () => {
      expect(await subject.guard.mark('b-vacia', drift(['ADN: Nombre de la marca'], 1))).toBe(0);
      expect((await requirement(0)).brandDrift).toBeNull();
    });
  });
};
