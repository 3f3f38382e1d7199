import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { guardTextDigest } from './pieces.js';
import { guardStatus } from './status.js';
import type { BrandDrift, BrandReview, GuardStatus } from './types.js';

const by = { uid: 'u1', email: 'contenido@estudio.test' };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute));

const piece = (caption: string): Requirement =>
  createRequirement('r1', { brandId: 'b', title: 'Carrusel', brand: 'B', number: 1, createdBy: 'u', caption });

const review = (requirement: Requirement, minute: number, passed: boolean): BrandReview => ({
  score: passed ? 90 : 40,
  passed,
  criteria: [],
  claims: [],
  findings: 0,
  blocking: 0,
  textDigest: guardTextDigest(requirement),
  at: at(minute),
  by,
});

const drift = (minute: number, changes: readonly string[]): BrandDrift => ({ changes, at: at(minute), by });

describe('guardStatus', () => {
  it('is sin-revisar when never scored and nothing changed', () => {
    expect(guardStatus(piece('Hola'))).toEqual({ status: 'sin-revisar', changes: [] });
  });

  it("is the score's verdict while nothing changed since", () => {
    const scored = piece('Hola');
    expect(guardStatus({ ...scored, brandReview: review(scored, 10, true) })).toEqual({ status: 'pasa', changes: [] });
    expect(guardStatus({ ...scored, brandReview: review(scored, 10, false) })).toEqual({
      status: 'no-pasa',
      changes: [],
    });
  });

  it('is revisar with what changed when the DNA or the guide changed after the score, or there is no score', () => {
    const scored = piece('Hola');
    const changed = { brandDrift: drift(20, ['ADN: Conceptos a evitar']) };
    expect(guardStatus({ ...scored, ...changed })).toEqual({ status: 'revisar', changes: ['ADN: Conceptos a evitar'] });
    expect(guardStatus({ ...scored, ...changed, brandReview: review(scored, 10, true) }).status).toBe('revisar');
    expect(guardStatus({ ...scored, ...changed, brandReview: review(scored, 20, true) }).status).toBe('pasa');
    expect(guardStatus({ ...scored, ...changed, brandReview: review(scored, 30, false) }).status).toBe('no-pasa');
  });

  it('is revisar when the texts were edited after the score', () => {
    const scored = piece('Hola');
    const edited = { ...piece('Hola, mundo'), brandReview: review(scored, 10, true) };
    expect(guardStatus(edited)).toEqual({ status: 'revisar', changes: [Messages.guard.textChanged] });
    expect(guardStatus({ ...edited, brandDrift: drift(20, ['Guía: Mensaje clave']) })).toEqual({
      status: 'revisar',
      changes: ['Guía: Mensaje clave', Messages.guard.textChanged],
    });
  });

  it('follows any sequence of scores, drifts and edits', () => {
    type Event = { type: 'score'; passed: boolean } | { type: 'drift' } | { type: 'edit'; caption: string };
    const event: fc.Arbitrary<Event> = fc.oneof(
      fc.record({ type: fc.constant('score' as const), passed: fc.boolean() }),
      fc.record({ type: fc.constant('drift' as const) }),
      fc.record({ type: fc.constant('edit' as const), caption: fc.constantFrom('a', 'b', 'c') }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        let requirement = piece('a');
        // The model: the last score's verdict, unless a drift or an edit came after it.
        let expected: GuardStatus = 'sin-revisar';
        let scoredCaption: string | null = null;
        let driftSinceScore = false;
        events.forEach((item, minute) => {
          if (item.type === 'score') {
            requirement = { ...requirement, brandReview: review(requirement, minute, item.passed) };
            scoredCaption = requirement.caption;
            driftSinceScore = false;
          } else if (item.type === 'drift') {
            requirement = { ...requirement, brandDrift: drift(minute, ['ADN: Emociones que debe transmitir']) };
            driftSinceScore = true;
          } else {
            requirement = { ...requirement, caption: item.caption };
          }
          const edited = scoredCaption !== null && scoredCaption !== requirement.caption;
          const last = requirement.brandReview?.passed;
          expected =
            driftSinceScore || edited ? 'revisar' : last === undefined ? 'sin-revisar' : last ? 'pasa' : 'no-pasa';
          expect(guardStatus(requirement).status).toBe(expected);
        });
      }),
    );
  });
});
