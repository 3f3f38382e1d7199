import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/actor.js';
import { bodyRefusalOf as refusalOf, recordingUseCase as recorder } from '../test-support/command-doubles.js';
import type { VideoUseCases } from '../use-cases/video.js';
import { VIDEO_COMMANDS } from './video-commands.js';

/*
 * What each video command reads from its body and hands its use case (the use case itself is
 * tested over the twins, in packages/adapters).
 */

const actor: Actor = { uid: 'u-1', email: 'eva@estudio.example', roleCodes: [], keys: new Set() };
const key = { brandId: 'b-1', requirementId: 'r-1' };

describe('the video commands', () => {
  const videos = recorder<VideoUseCases>();

  it('read their bodies and call the use case once with them', async () => {
    const c = VIDEO_COMMANDS;
    expect(await c.scripts.run(videos, actor, c.scripts.parse({ ...key, extra: 1 }))).toEqual({
      method: 'scripts',
      args: [actor, key],
    });
    expect(await c.suggestion.run(videos, actor, c.suggestion.parse({ ...key, extra: 1 }))).toEqual({
      method: 'suggestion',
      args: [actor, key],
    });
    const script = { Captacion: 'G', 'Argumento de Venta': 'A', 'Llamada a la acción': 'L', extra: 1 };
    const { extra: _extra, ...texts } = script;
    const saved = c['save-scripts'].parse({
      ...key,
      scripts: [script, { ...script, videoUrl: 'https://x.example/v.mp4' }],
      caption: 'Pie',
    });
    expect(await c['save-scripts'].run(videos, actor, saved)).toEqual({
      method: 'saveScripts',
      args: [actor, key, { scripts: [texts, { ...texts, videoUrl: 'https://x.example/v.mp4' }], caption: 'Pie' }],
    });
    expect(c['save-scripts'].parse({ ...key, scripts: [script] })).toEqual({ ...key, scripts: [texts] });
    expect(await c['edit-caption'].run(videos, actor, c['edit-caption'].parse({ ...key, caption: 'Hola' }))).toEqual({
      method: 'editCaption',
      args: [actor, key, 'Hola'],
    });
    const section = c['edit-section'].parse({ ...key, index: 1, section: 'Captacion', text: 'Gancho' });
    expect(await c['edit-section'].run(videos, actor, section)).toEqual({
      method: 'editScriptSection',
      args: [actor, key, 1, 'Captacion', 'Gancho'],
    });
    const attached = c['video-attached'].parse({ ...key, index: 0, path: 'videos/b-1/r-1/guion1/a.mp4' });
    expect(await c['video-attached'].run(videos, actor, attached)).toEqual({
      method: 'attachScriptVideo',
      args: [actor, key, 0, 'videos/b-1/r-1/guion1/a.mp4'],
    });
    expect(await c.choose.run(videos, actor, c.choose.parse({ ...key, index: 2 }))).toEqual({
      method: 'chooseVideoToPublish',
      args: [actor, key, 2],
    });
  });

  it('refuse bodies of the wrong shape, naming the field', () => {
    const c = VIDEO_COMMANDS;
    expect(refusalOf(() => c.scripts.parse({ brandId: 'b-1' })).field).toBe('requirementId');
    expect(refusalOf(() => c['edit-caption'].parse({ ...key, caption: null })).field).toBe('caption');
    expect(
      refusalOf(() => c['edit-section'].parse({ ...key, index: 0, section: 'x'.repeat(65), text: '' })).field,
    ).toBe('section');
    expect(refusalOf(() => c['edit-section'].parse({ ...key, index: 0.5, section: 'Captacion', text: '' })).field).toBe(
      'index',
    );
    expect(refusalOf(() => c['video-attached'].parse({ ...key, index: 0, path: ['a'] })).field).toBe('path');
    expect(refusalOf(() => c.choose.parse({ ...key })).field).toBe('index');
    expect(refusalOf(() => c.suggestion.parse({ requirementId: 'r-1' })).field).toBe('brandId');
    const save = c['save-scripts'];
    const script = { Captacion: 'G', 'Argumento de Venta': 'A', 'Llamada a la acción': 'L' };
    expect(refusalOf(() => save.parse({ ...key })).field).toBe('scripts');
    expect(refusalOf(() => save.parse({ ...key, scripts: Array(11).fill(script) })).field).toBe('scripts');
    expect(refusalOf(() => save.parse({ ...key, scripts: [script, null] })).field).toBe('scripts[1]');
    expect(refusalOf(() => save.parse({ ...key, scripts: [{ ...script, Captacion: 1 }] })).field).toBe(
      'scripts[0].Captacion',
    );
    expect(refusalOf(() => save.parse({ ...key, scripts: [{ ...script, videoUrl: ['u'] }] })).field).toBe(
      'scripts[0].videoUrl',
    );
    expect(refusalOf(() => save.parse({ ...key, scripts: [script], caption: 'x'.repeat(5001) })).field).toBe('caption');
  });
});
