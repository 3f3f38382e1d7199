import type { NewSendRecord, SendHistory, SendRecorder } from '@estudio/domain/scheduling';
import { Messages } from '@estudio/domain/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

export interface SendRecordsSubject {
  /** The scheduler's recorder and the browser's read of the same records. */
  readonly sends: SendRecorder & SendHistory;
  readonly cleanup?: () => Promise<void>;
}

const minute = (n: number): Date => new Date(Date.UTC(2026, 10, 21, 12, n));

const aSend = (fields: Partial<NewSendRecord> = {}): NewSendRecord => ({
  brandId: 'b-contract',
  requirementId: 'r1',
  title: 'Carrusel 1 - T1',
  kind: 'carousel',
  networks: ['Instagram', 'Threads'],
  outcome: 'sent',
  postId: '987654321',
  sandbox: true,
  reasons: [],
  status: null,
  at: minute(1),
  by: { uid: 'uid-eva', email: 'eva@estudio.example' },
  ...fields,
});

/** brands/{brandId}/sends (docs/product.md, "Envíos"): what every recorder and history must do, twin or Firestore. */
export const describeSendRecordsContract = (name: string, makeSubject: () => Promise<SendRecordsSubject>): void => {
  describe(`SendRecorder and SendHistory contract: ${name}`, () => {
    let subject: SendRecordsSubject;
    beforeEach(async () => {
      subject = await makeSubject();
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('reads nothing of a brand without sends', async () => {
      expect(await subject.sends.list('b-contract', 10)).toEqual([]);
      expect(await subject.sends.latest('b-contract', 'r1')).toBeNull();
    });

    it('stores each outcome under a new id and reads it back exactly', async () => {
      const { sends } = subject;
      const entries = [
        aSend({ at: minute(1) }),
        aSend({ at: minute(2), outcome: 'already-sent', sandbox: false }),
        aSend({
          at: minute(3),
          kind: 'video',
          requirementId: 'r2',
          title: 'Video 2 - T1',
          networks: ['YouTube'],
          outcome: 'refused',
          postId: null,
          sandbox: false,
          reasons: [Messages.scheduling.youtubeTitleRequired, Messages.scheduling.publicationDatePast],
        }),
        aSend({
          at: minute(4),
          outcome: 'failed',
          postId: null,
          sandbox: false,
          reasons: ['Metricool rechazó la publicación (401): token caducado'],
          status: 401,
        }),
      ];
      const stored = [];
      for (const entry of entries) stored.push(await sends.record(entry));
      stored.forEach((record, index) => expect(record).toEqual({ ...entries[index], id: expect.any(String) }));
      expect(new Set(stored.map((record) => record.id)).size).toBe(4);
      expect(await sends.list('b-contract', 10)).toEqual([...stored].reverse());
    });

    it('keeps the override of a send that went despite blocking findings, and none on the others', async () => {
      const { sends } = subject;
      const override = {
        reason: 'El cliente aprobó este texto por escrito el lunes.',
        findings: ['«exótico» está entre los conceptos a evitar de la marca.'],
      };
      const overridden = await sends.record(aSend({ at: minute(2), override }));
      const plain = await sends.record(aSend({ at: minute(1) }));
      expect(overridden).toEqual({ ...aSend({ at: minute(2), override }), id: expect.any(String) });
      expect(await sends.latest('b-contract', 'r1')).toEqual(overridden);
      expect((await sends.list('b-contract', 10)).map((record) => record.override)).toEqual([override, undefined]);
      expect(plain).not.toHaveProperty('override');
    });

    it("lists a brand's sends newest first, at most the limit, none of another brand", async () => {
      const { sends } = subject;
      for (const n of [3, 1, 4, 2]) await sends.record(aSend({ at: minute(n), title: `Carrusel ${n} - T1` }));
      await sends.record(aSend({ at: minute(5), brandId: 'b-otra' }));
      const titles = async (limit: number) => (await sends.list('b-contract', limit)).map((record) => record.title);
      expect(await titles(10)).toEqual(['Carrusel 4 - T1', 'Carrusel 3 - T1', 'Carrusel 2 - T1', 'Carrusel 1 - T1']);
      expect(await titles(2)).toEqual(['Carrusel 4 - T1', 'Carrusel 3 - T1']);
      expect(await titles(0)).toEqual([]);
      expect((await sends.list('b-otra', 10)).map((record) => record.brandId)).toEqual(['b-otra']);
    });

    it("answers an item's newest send, of that item and brand only", async () => {
      const { sends } = subject;
      await sends.record(aSend({ at: minute(2), outcome: 'failed', postId: null, reasons: ['x'] }));
      await sends.record(aSend({ at: minute(1) }));
      await sends.record(aSend({ at: minute(3), requirementId: 'r2' }));
      await sends.record(aSend({ at: minute(4), brandId: 'b-otra' }));
      expect(await sends.latest('b-contract', 'r1')).toMatchObject({ outcome: 'failed', at: minute(2) });
      expect(await sends.latest('b-contract', 'r2')).toMatchObject({ requirementId: 'r2', at: minute(3) });
      expect(await sends.latest('b-contract', 'r3')).toBeNull();
    });
  });
};
