import type {
  AiCallQuota,
  DesignValidationEntry,
  DesignValidationHistory,
  DesignValidationRecorder,
} from '@estudio/domain/content';
import type { RequirementRepository } from '@estudio/domain/requirements';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aNewRequirement } from './fixtures.js';

export interface AiCallQuotaSubject {
  /** A quota of two calls per user and minute. */
  readonly quota: AiCallQuota;
  readonly cleanup?: () => Promise<void>;
}

const at = (seconds: number): Date => new Date(Date.UTC(2026, 10, 21, 12, 0, seconds));

/** The ai function's per-user quota: what every AiCallQuota must do, twin or Firestore (limit 2). */
export const describeAiCallQuotaContract = (name: string, makeSubject: () => Promise<AiCallQuotaSubject>): void => {
  describe(`AiCallQuota contract: ${name}`, () => {
    let subject: AiCallQuotaSubject;
    beforeEach(async () => {
      subject = await makeSubject();
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('lets the limit through in a minute, then refuses with the seconds left, per user', async () => {
      const { quota } = subject;
      expect(await quota.take('uid-ana', at(0))).toEqual({ allowed: true });
      expect(await quota.take('uid-ana', at(10))).toEqual({ allowed: true });
      expect(await quota.take('uid-ana', at(15))).toEqual({ allowed: false, retryAfterSeconds: 45 });
      expect(await quota.take('uid-luis', at(15))).toEqual({ allowed: true });
      expect(await quota.take('uid-ana', at(60))).toEqual({ allowed: true });
    });

    it('never lets two concurrent calls both take the last unit', async () => {
      const { quota } = subject;
      const answers = await Promise.all([1, 2, 3, 4].map(() => quota.take('uid-eva', at(1))));
      expect(answers.filter((answer) => answer.allowed)).toHaveLength(2);
    });
  });
};

export interface DesignValidationsSubject {
  readonly validations: DesignValidationRecorder & DesignValidationHistory;
  /** Where the requirements live (seeded through it, read back through it). */
  readonly requirements: RequirementRepository;
  readonly cleanup?: () => Promise<void>;
}

const BRAND = 'b-contract';
const entry = (index: number, alineacion: number, minute: number): DesignValidationEntry => ({
  index,
  imageUrl: `https://img.test/${index}.png`,
  alineacion,
  descripcion: `Alineación ${alineacion}`,
  at: new Date(Date.UTC(2026, 10, 21, 12, minute)),
  by: { uid: 'uid-eva', email: 'eva@estudio.example' },
});

/** A design validation's record and the history it reads: what every adapter must do. */
export const describeDesignValidationsContract = (
  name: string,
  makeSubject: () => Promise<DesignValidationsSubject>,
): void => {
  describe(`DesignValidationRecorder and DesignValidationHistory contract: ${name}`, () => {
    let subject: DesignValidationsSubject;
    let requirementId: string;
    beforeEach(async () => {
      subject = await makeSubject();
      const [created] = await subject.requirements.createMany(BRAND, [
        aNewRequirement(BRAND, 1, { validation: { '2': { alineacion: 10, descripcion: 'Otra tarjeta' } } }),
      ]);
      requirementId = created?.id ?? '';
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it("writes validation.{index}, keeps the other cards' entries, and appends the history", async () => {
      const { validations, requirements } = subject;
      await validations.record(BRAND, requirementId, entry(0, 82.5, 1));
      await validations.record(BRAND, requirementId, entry(0, 90, 3));
      await validations.record(BRAND, requirementId, entry(1, 50, 2));

      expect((await requirements.get(BRAND, requirementId))?.validation).toEqual({
        '0': { alineacion: 90, descripcion: 'Alineación 90' },
        '1': { alineacion: 50, descripcion: 'Alineación 50' },
        '2': { alineacion: 10, descripcion: 'Otra tarjeta' },
      });
      expect(await validations.list(BRAND, requirementId, 0)).toEqual([entry(0, 90, 3), entry(0, 82.5, 1)]);
      expect(await validations.list(BRAND, requirementId, 1)).toEqual([entry(1, 50, 2)]);
      expect(await validations.list(BRAND, requirementId, 2)).toEqual([]);
    });

    it('stamps the requirement with who asked for the last validation, and when', async () => {
      const { validations, requirements } = subject;
      await validations.record(BRAND, requirementId, entry(1, 70, 4));
      expect((await requirements.get(BRAND, requirementId))?.changedBy).toEqual({
        uid: 'uid-eva',
        email: 'eva@estudio.example',
        at: new Date(Date.UTC(2026, 10, 21, 12, 4)),
      });
    });

    it('refuses a requirement that does not exist, recording nothing', async () => {
      await expect(subject.validations.record(BRAND, 'no-existe', entry(0, 80, 1))).rejects.toThrow();
      expect(await subject.validations.list(BRAND, 'no-existe', 0)).toEqual([]);
    });
  });
};
