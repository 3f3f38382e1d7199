import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/actor.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { bodyRefusalOf as refusalOf, recordingUseCase as recorder } from '../test-support/command-doubles.js';
import type { CarouselUseCases } from '../use-cases/carousel.js';
import { CAROUSEL_COMMANDS } from './carousel-commands.js';

/*
 * What each carousel command reads from its body and hands its use case (the use case itself is
 * tested over the twins, in packages/adapters).
 */

const actor: Actor = { uid: 'u-1', email: 'dora@estudio.example', roleCodes: [], keys: new Set() };
const key = { brandId: 'b-1', requirementId: 'r-1' };
const c = CAROUSEL_COMMANDS;

describe('the carousel commands', () => {
  const carousel = recorder<CarouselUseCases>();

  it('hand the use case the key alone, whatever else the body holds', async () => {
    expect(await c.suggestion.run(carousel, actor, c.suggestion.parse({ ...key, caption: 'intruso' }))).toEqual({
      method: 'generateSuggestion',
      args: [actor, key],
    });
    expect(await c.guides.run(carousel, actor, c.guides.parse({ ...key, cards: [] }))).toEqual({
      method: 'generateGuides',
      args: [actor, key],
    });
  });

  it("hand the proposal's answers the key alone: guide texts in a forged body never reach the use case", async () => {
    const forged = { ...key, instructions: ['Mía'], suggestedWords: ['mías'], guidesProposal: { instructions: ['x'] } };
    for (const [action, method] of [
      ['guides-accept', 'acceptGuides'],
      ['guides-discard', 'discardGuides'],
      ['guides-undo', 'undoGuides'],
    ] as const) {
      expect(await c[action].run(carousel, actor, c[action].parse(forged))).toEqual({ method, args: [actor, key] });
      expect(c[action].model).toBeUndefined();
    }
  });

  it("hand a card's commands its index, and a replaced image its object path", async () => {
    expect(await c.image.run(carousel, actor, c.image.parse({ ...key, index: 3, url: 'https://x' }))).toEqual({
      method: 'generateImage',
      args: [actor, key, 3],
    });
    expect(await c.validate.run(carousel, actor, c.validate.parse({ ...key, index: 0 }))).toEqual({
      method: 'validate',
      args: [actor, key, 0],
    });
    const replaced = c['image-replaced'].parse({ ...key, index: 2, path: 'img_carrousels/b-1/r-1/a.png' });
    expect(await c['image-replaced'].run(carousel, actor, replaced)).toEqual({
      method: 'replaceImage',
      args: [actor, key, 2, 'img_carrousels/b-1/r-1/a.png'],
    });
    expect(c.image.model).toBe(true);
    expect(c['image-replaced'].model).toBeUndefined();
  });

  it("hand the draft's accept its card and object path, and the undo its card alone: a URL in a forged body never reaches the use case", async () => {
    const forged = { url: 'https://evil.example/x.png', previous: 'https://evil.example/y.png', imagesReplaced: {} };
    const accept = c['image-accept'];
    const undo = c['image-undo'];
    expect(
      await accept.run(
        carousel,
        actor,
        accept.parse({ ...key, ...forged, index: 1, path: 'img_carrousels/b-1/r-1/d.png' }),
      ),
    ).toEqual({ method: 'acceptImage', args: [actor, key, 1, 'img_carrousels/b-1/r-1/d.png'] });
    expect(await undo.run(carousel, actor, undo.parse({ ...key, ...forged, index: 2 }))).toEqual({
      method: 'undoImage',
      args: [actor, key, 2],
    });
    expect(accept.model).toBeUndefined();
    expect(undo.model).toBeUndefined();
  });

  it('edit-texts passes on only the texts the body carries', async () => {
    const edit = c['edit-texts'];
    expect(await edit.run(carousel, actor, edit.parse({ ...key, caption: 'Nuevo texto' }))).toEqual({
      method: 'editTexts',
      args: [actor, key, { caption: 'Nuevo texto' }],
    });
    expect(
      await edit.run(carousel, actor, edit.parse({ ...key, guide: { index: 1, description: 'Portada', owner: 'x' } })),
    ).toEqual({
      method: 'editTexts',
      args: [actor, key, { guide: { index: 1, description: 'Portada', suggestedWords: undefined } }],
    });
    expect(await edit.run(carousel, actor, edit.parse({ ...key }))).toEqual({
      method: 'editTexts',
      args: [actor, key, {}],
    });
  });

  it('refuse bodies of the wrong shape, naming the field', () => {
    expect(refusalOf(() => c.suggestion.parse({ requirementId: 'r-1' })).field).toBe('brandId');
    expect(refusalOf(() => c.guides.parse({ ...key, requirementId: 'a/b' })).field).toBe('requirementId');
    expect(refusalOf(() => c.image.parse({ ...key, index: -1 })).field).toBe('index');
    expect(refusalOf(() => c.validate.parse({ ...key })).field).toBe('index');
    expect(refusalOf(() => c['image-replaced'].parse({ ...key, index: 0 })).field).toBe('path');
    expect(refusalOf(() => c['image-accept'].parse({ ...key, index: 0 })).field).toBe('path');
    expect(refusalOf(() => c['image-accept'].parse({ ...key, index: 0, path: 7 })).field).toBe('path');
    expect(refusalOf(() => c['image-accept'].parse({ ...key, path: 'img_carrousels/b-1/r-1/d.png' })).field).toBe(
      'index',
    );
    expect(refusalOf(() => c['image-undo'].parse({ ...key, index: '1' })).field).toBe('index');
    expect(refusalOf(() => c['image-undo'].parse({ index: 1 })).field).toBe('brandId');
    expect(refusalOf(() => c['edit-texts'].parse({ ...key, caption: 7 })).field).toBe('caption');
    expect(refusalOf(() => c['edit-texts'].parse({ ...key, guide: 'texto' })).field).toBe('guide');
    expect(refusalOf(() => c['edit-texts'].parse({ ...key, guide: { index: 'uno' } })).field).toBe('index');
    expect(
      refusalOf(() =>
        c['edit-texts'].parse({ ...key, guide: { index: 0, suggestedWords: 'w'.repeat(TEXT_LIMITS.text + 1) } }),
      ).field,
    ).toBe('suggestedWords');
  });
});
