import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/actor.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { bodyRefusalOf as refusalOf, recordingUseCase as recorder } from '../test-support/command-doubles.js';
import type { BlogUseCases } from '../use-cases/blog.js';
import { BLOG_COMMANDS } from './blog-commands.js';

/*
 * What each blog command reads from its body and hands its use case (the use case itself is
 * tested over the twins, in packages/adapters).
 */

const actor: Actor = { uid: 'u-1', email: 'gael@estudio.example', roleCodes: [], keys: new Set() };
const key = { brandId: 'b-1', requirementId: 'r-1' };
const c = BLOG_COMMANDS;
const section = (sectionTitle: string, text: string) => ({ sectionTitle, text });

describe('the blog commands', () => {
  const blog = recorder<BlogUseCases>();

  it('read their bodies and call the use case once with them', async () => {
    const attached = c['video-attached'].parse({ ...key, path: 'videos/b-1/r-1/a.mp4', summary: 'falso' });
    expect(await c['video-attached'].run(blog, actor, attached)).toEqual({
      method: 'attachVideo',
      args: [actor, key, 'videos/b-1/r-1/a.mp4'],
    });
    expect(await c.image.run(blog, actor, c.image.parse({ ...key, imageUrl: 'https://x' }))).toEqual({
      method: 'generateImage',
      args: [actor, key],
    });
    const replaced = c['image-replaced'].parse({ ...key, path: 'videos/b-1/r-1/foto.png' });
    expect(await c['image-replaced'].run(blog, actor, replaced)).toEqual({
      method: 'replaceImage',
      args: [actor, key, 'videos/b-1/r-1/foto.png'],
    });
    // 'Reemplazar' of a new image names its object; a URL or a kept image in the body is not handed over.
    const accepted = c['image-accept'].parse({ ...key, path: 'video_blogs/b-1/r-1/ia/x.png', url: 'https://x' });
    expect(await c['image-accept'].run(blog, actor, accepted)).toEqual({
      method: 'acceptImage',
      args: [actor, key, 'video_blogs/b-1/r-1/ia/x.png'],
    });
    // 'Deshacer' takes the key alone: the image put back is the one the server kept.
    const undone = c['image-undo'].parse({ ...key, imageAIUrl: 'https://x', imageReplaced: { previous: 'y' } });
    expect(await c['image-undo'].run(blog, actor, undone)).toEqual({ method: 'undoImage', args: [actor, key] });
    expect([c['image-accept'].model, c['image-undo'].model]).toEqual([undefined, undefined]);
    // The suggestion takes the key alone: an article in its body is not handed over (it proposes, stores nothing).
    const asked = c.suggestion.parse({ ...key, article: [section('Intro', 'Mío')], draft: [] });
    expect(await c.suggestion.run(blog, actor, asked)).toEqual({
      method: 'suggestion',
      args: [actor, key],
    });
    expect([c['video-attached'].model, c.image.model, c.suggestion.model]).toEqual([true, true, true]);
  });

  it('edit-sections hands over both versions, each section reduced to its title and text', async () => {
    const edit = c['edit-sections'];
    const input = edit.parse({
      ...key,
      base: [{ ...section('Intro', 'Hola'), owner: 'x' }],
      draft: [section('Intro', 'Hola, mundo'), section('Cierre', '')],
    });
    expect(await edit.run(blog, actor, input)).toEqual({
      method: 'editSections',
      args: [
        actor,
        key,
        { base: [section('Intro', 'Hola')], draft: [section('Intro', 'Hola, mundo'), section('Cierre', '')] },
      ],
    });
  });

  it('refuse bodies of the wrong shape, naming the field', () => {
    const edit = c['edit-sections'];
    expect(refusalOf(() => c.image.parse({ brandId: 'b-1' })).field).toBe('requirementId');
    expect(refusalOf(() => c['video-attached'].parse({ ...key })).field).toBe('path');
    expect(refusalOf(() => c['image-replaced'].parse({ ...key, path: 42 })).field).toBe('path');
    expect(refusalOf(() => c['image-accept'].parse({ ...key })).field).toBe('path');
    expect(refusalOf(() => c['image-undo'].parse({ requirementId: 'r-1' })).field).toBe('brandId');
    expect(refusalOf(() => edit.parse({ ...key, base: 'texto', draft: [] })).field).toBe('base');
    expect(refusalOf(() => edit.parse({ ...key, base: [], draft: [{ sectionTitle: 'T' }] })).field).toBe('text');
    expect(
      refusalOf(() => edit.parse({ ...key, base: [], draft: [section('T', 'x'.repeat(TEXT_LIMITS.longText + 1))] }))
        .field,
    ).toBe('text');
    const tooMany = Array.from({ length: TEXT_LIMITS.sections + 1 }, () => section('T', ''));
    expect(refusalOf(() => edit.parse({ ...key, base: [], draft: tooMany })).field).toBe('draft');
  });
});
