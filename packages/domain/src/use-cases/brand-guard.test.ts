import { describe, expect, it } from 'vitest';
import { CONTENT_COMMANDS } from '../commands/content-commands.js';
import { claimSources, guideForAlignment } from '../guard/alignment.js';
import { guardTextDigest } from '../guard/pieces.js';
import { guardStatus } from '../guard/status.js';
import { Messages } from '../messages.js';
import { aBlueprint } from '../testing/index.js';
import {
  AJENO,
  BAD,
  CUMBRE,
  EVA,
  GOOD,
  GOOD_CAPTION,
  NOW,
  alignment,
  eva,
  key,
  useGuardWorld,
  without,
} from './brand-guard.test-kit.js';
import { dispatcherOf, failureOf } from './use-cases.test-kit.js';

const SCOPE = { brandId: 'b-cumbre', requirementId: 'req-good' };

describe('BrandGuardUseCases.score (guard/score, on the server)', () => {
  const world = useGuardWorld();
  const score = (actor = eva, target = key('req-good')) => world.useCases.brandGuard.score(actor, target);

  it('scores the text against the guide, traces its claims, stores the review with one history entry and answers the requirement as stored', async () => {
    world.adapters.ai.respond('alignText', alignment(88));
    world.adapters.ai.respond('findClaims', { afirmaciones: [{ texto: 'tostado a diario', fuente: 'q:diferences' }] });

    const answered = await score();

    const review = answered.brandReview;
    expect(review).toMatchObject({
      score: 88,
      passed: true,
      findings: 0,
      blocking: 0,
      textDigest: guardTextDigest(GOOD),
      at: NOW,
      by: EVA,
    });
    expect(review?.criteria.map((criterion) => [criterion.criterion, criterion.score])).toEqual([
      ['tono', 88],
      ['pilares', 88],
      ['mensaje', 88],
      ['audiencia', 88],
    ]);
    expect(review?.claims).toHaveLength(1);
    expect(review?.claims[0]).toMatchObject({ text: 'tostado a diario', field: 'caption' });
    expect(review?.claims[0]?.source?.id).toBe('q:diferences');
    expect(review?.claims[0]?.span).toEqual({
      start: GOOD_CAPTION.indexOf('tostado a diario'),
      end: GOOD_CAPTION.indexOf('tostado a diario') + 'tostado a diario'.length,
    });
    expect(answered.changedBy).toEqual({ ...EVA, at: NOW });
    expect(await world.stored('req-good')).toEqual(answered);
    expect(await world.adapters.brandGuard.list('b-cumbre', 'req-good')).toEqual([review]);
    expect(guardStatus(answered).status).toBe('pasa');

    // The model saw the caption, the guide's parts and the brand's sources: alignment first, then claims.
    expect(world.adapters.ai.calls.map((call) => call.operation)).toEqual(['alignText', 'findClaims']);
    expect(world.adapters.ai.callsTo('alignText')).toEqual([
      { ...SCOPE, kind: 'caption', text: GOOD_CAPTION, guide: guideForAlignment(CUMBRE, aBlueprint('b-cumbre')) },
    ]);
    expect(world.adapters.ai.callsTo('findClaims')).toEqual([
      { ...SCOPE, text: GOOD_CAPTION, sources: claimSources(CUMBRE) },
    ]);
  });

  it('does not pass under the mark, with a claim without source, or with a blocking finding', async () => {
    world.adapters.ai.respondOnce('alignText', alignment(75));
    world.adapters.ai.respondOnce('findClaims', { afirmaciones: [] });
    expect((await score()).brandReview).toMatchObject({ score: 75, passed: false });

    world.adapters.ai.respondOnce('alignText', alignment(95));
    world.adapters.ai.respondOnce('findClaims', { afirmaciones: [{ texto: 'Nuestro café de origen', fuente: null }] });
    const unsupported = (await score()).brandReview;
    expect(unsupported).toMatchObject({ score: 95, passed: false });
    expect(unsupported?.claims.map((claim) => claim.source)).toEqual([null]);

    world.adapters.ai.respondOnce('alignText', alignment(95));
    world.adapters.ai.respondOnce('findClaims', { afirmaciones: [] });
    const blocked = (await score(eva, key('req-bad'))).brandReview;
    expect(blocked).toMatchObject({ score: 95, passed: false, textDigest: guardTextDigest(BAD) });
    expect(blocked?.blocking).toBeGreaterThanOrEqual(1);
    expect(blocked?.findings).toBeGreaterThanOrEqual(blocked?.blocking ?? 0);

    expect(await world.adapters.brandGuard.list('b-cumbre', 'req-good')).toHaveLength(2);
  });

  it("scores a video's caption and scripts as 'script' and a blog's article as 'article'", async () => {
    await score(eva, key('req-video'));
    await score(eva, key('req-blog'));
    const [video, blog] = world.adapters.ai.callsTo('alignText');
    expect(video?.kind).toBe('script');
    for (const part of ['El origen de cada taza.', '¿Sabes de dónde viene?', 'Tostado a diario.', 'Pruébalo.']) {
      expect(video?.text).toContain(part);
    }
    expect(blog?.kind).toBe('article');
    expect(blog?.text).toContain('Cada grano se tuesta a diario.');
    expect(blog?.text).not.toContain('no se evalúa en un blog');
    expect((await world.stored('req-blog')).brandReview?.passed).toBe(true);
  });

  it('stores nothing on an invalid answer of either call, and spends no claims call on an invalid alignment', async () => {
    world.adapters.ai.respondOnce('alignText', { alineacion: 140, criterios: {} });
    expect(await failureOf(score())).toMatchObject({ message: Messages.guard.invalidAlignment });
    expect(world.adapters.ai.callsTo('findClaims')).toEqual([]);

    world.adapters.ai.respondOnce('findClaims', {
      afirmaciones: [{ texto: 'tostado a diario', fuente: 'q:inventada' }],
    });
    expect(await failureOf(score())).toMatchObject({ message: Messages.guard.invalidClaims });

    world.adapters.ai.respondOnce('findClaims', { otra: 'cosa' });
    expect(await failureOf(score())).toMatchObject({ message: Messages.guard.invalidClaims });

    expect(await world.stored('req-good')).toEqual(GOOD);
    expect(await world.adapters.brandGuard.list('b-cumbre', 'req-good')).toEqual([]);
  });

  it("stores nothing when a model call or the record fails, with the review's prefix", async () => {
    world.adapters.ai.respondOnce('alignText', new Error('timeout'));
    expect(await failureOf(score())).toMatchObject({
      kind: 'upstream',
      message: `${Messages.guard.reviewPrefix}timeout`,
    });
    world.adapters.ai.respondOnce('findClaims', new Error('cuota agotada'));
    expect((await failureOf(score())).message).toBe(`${Messages.guard.reviewPrefix}cuota agotada`);
    world.adapters.brandGuard.failNext('record', new Error('lote rechazado'));
    expect((await failureOf(score())).message).toBe(`${Messages.guard.reviewPrefix}lote rechazado`);
    expect(await world.stored('req-good')).toEqual(GOOD);
    expect(await world.adapters.brandGuard.list('b-cumbre', 'req-good')).toEqual([]);
  });

  it('answers the review as first read when the read after the record fails', async () => {
    const record = world.adapters.brandGuard.record.bind(world.adapters.brandGuard);
    world.adapters.brandGuard.record = async (...args) => {
      await record(...args);
      world.adapters.requirements.failNext('get');
    };
    const answered = await score();
    expect(answered).toEqual({ ...GOOD, brandReview: (await world.stored('req-good')).brandReview });
  });

  it('needs REQUIREMENTS_EDIT, a brand the caller sees, its guide and some text, before any model call', async () => {
    expect((await failureOf(score(without('REQUIREMENTS_EDIT')))).kind).toBe('forbidden');
    expect((await failureOf(score(eva, key('req-ajeno', 'b-ajena')))).kind).toBe('forbidden');
    expect(await failureOf(score(eva, key('req-sin-guia', 'b-sin-guia')))).toMatchObject({
      kind: 'not-found',
      message: Messages.video.noBlueprint,
    });
    expect(await failureOf(score(eva, key('req-empty')))).toMatchObject({
      kind: 'validation',
      message: Messages.guard.nothingToReview,
    });
    expect((await failureOf(score(eva, key('req-nada')))).kind).toBe('not-found');
    expect((await failureOf(score(eva, key('', '')))).kind).toBe('validation');
    expect(world.adapters.ai.calls).toEqual([]);
    expect(await world.stored('req-ajeno', 'b-ajena')).toEqual(AJENO);
  });

  it("runs as the content command 'guard/score' (the key alone read from the body), a model command", async () => {
    expect(Object.keys(CONTENT_COMMANDS.guard)).toEqual(['score']);
    expect(CONTENT_COMMANDS.guard.score.model).toBe(true);
    const dispatch = dispatcherOf(world.adapters);
    const body = JSON.stringify({ ...key('req-good'), brandReview: { score: 100, passed: true } });
    const answered = (await dispatch(eva, 'guard/score', body)) as { brandReview: { score: number } };
    expect(answered.brandReview.score).toBe(86);
    expect((await failureOf(dispatch(eva, 'guard/score', JSON.stringify({ brandId: 'b-cumbre' })))).kind).toBe(
      'validation',
    );
  });
});

describe('BrandGuardViews.history (the panel’s read)', () => {
  const world = useGuardWorld();

  it("lists a requirement's reviews newest first", async () => {
    await world.useCases.brandGuard.score(eva, key('req-good'));
    world.adapters.clock.advance(60_000);
    world.adapters.ai.respondOnce('alignText', alignment(60));
    await world.useCases.brandGuard.score(eva, key('req-good'));
    const history = await world.useCases.brandGuardViews.history(eva, key('req-good'));
    expect(history.map((entry) => [entry.score, entry.at.toISOString()])).toEqual([
      [60, '2026-03-10T15:31:00.000Z'],
      [86, NOW.toISOString()],
    ]);
    expect(await world.useCases.brandGuardViews.history(eva, key('req-bad'))).toEqual([]);
  });

  it('needs VIEW_REQUIREMENTS and a brand the caller sees', async () => {
    expect(
      (await failureOf(world.useCases.brandGuardViews.history(without('VIEW_REQUIREMENTS'), key('req-good')))).kind,
    ).toBe('forbidden');
    expect((await failureOf(world.useCases.brandGuardViews.history(eva, key('req-ajeno', 'b-ajena')))).kind).toBe(
      'forbidden',
    );
  });
});
