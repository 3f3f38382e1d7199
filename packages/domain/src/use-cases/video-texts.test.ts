import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { useCasesOver } from '../testing/index.js';
import { failureOf, writeBeforeNextUpdateFrom } from './use-cases.test-kit.js';
import { NOW, eva, leo, without, script, V9, key, stampOf, useVideoWorld } from './video.test-kit.js';

describe('the video commands', () => {
  const world = useVideoWorld();

  describe('video/edit-caption and video/edit-section', () => {
    it('writes the caption, stamped with who asked', async () => {
      const updated = await world.run('video/edit-caption', { ...key('req-v9'), caption: 'Nuevo caption' });
      expect(updated).toMatchObject({ caption: 'Nuevo caption', updatedAt: NOW, changedBy: stampOf(eva) });
      expect(await world.stored()).toEqual(updated);
    });

    it('writes one section of one script', async () => {
      const updated = await world.run('video/edit-section', {
        ...key('req-v9'),
        index: 1,
        section: 'Llamada a la acción',
        text: 'Compra hoy',
      });
      expect(updated.scripts).toEqual([V9.scripts[0], { ...V9.scripts[1], 'Llamada a la acción': 'Compra hoy' }]);
      expect(updated.changedBy).toEqual(stampOf(eva));
      expect(await world.stored()).toEqual(updated);
    });

    it("writes the section over the scripts as stored now: another script's section and video saved meanwhile are kept", async () => {
      const theirs = { ...script(1), Captacion: 'Gancho de otra persona', videoUrl: 'https://videos.example/1.mp4' };
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-v9', {
        scripts: [theirs, V9.scripts[1]!],
      });
      const updated = await world.run('video/edit-section', {
        ...key('req-v9'),
        index: 1,
        section: 'Captacion',
        text: 'Mi gancho',
      });
      expect(updated.scripts).toEqual([theirs, { ...V9.scripts[1], Captacion: 'Mi gancho' }]);
      expect(await world.stored()).toEqual(updated);
    });

    it('keeps both edits when two people save sections of different scripts at the same moment', async () => {
      await Promise.all([
        world.run('video/edit-section', {
          ...key('req-v9'),
          index: 0,
          section: 'Argumento de Venta',
          text: 'Argumento de Eva',
        }),
        world.runAs(leo)('video/edit-section', {
          ...key('req-v9'),
          index: 1,
          section: 'Llamada a la acción',
          text: 'Acción de Leo',
        }),
      ]);
      expect((await world.stored())?.scripts).toEqual([
        { ...V9.scripts[0], 'Argumento de Venta': 'Argumento de Eva' },
        { ...V9.scripts[1], 'Llamada a la acción': 'Acción de Leo' },
      ]);
    });

    it('refuses a script the stored scripts no longer have (fewer were generated meanwhile) and writes nothing', async () => {
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-v9', { scripts: [script(7)] });
      expect(
        await failureOf(
          world.run('video/edit-section', { ...key('req-v9'), index: 1, section: 'Captacion', text: 'x' }),
        ),
      ).toMatchObject({ kind: 'validation', message: Messages.video.scriptNotFound });
      expect((await world.stored())?.scripts).toEqual([script(7)]);
    });

    it('refuses a missing script, an unknown section, a bad body and an actor without REQUIREMENTS_EDIT', async () => {
      const edit = (body: Record<string, unknown>) => world.run('video/edit-section', { ...key('req-v9'), ...body });
      expect(await failureOf(edit({ index: 2, section: 'Captacion', text: 'x' }))).toMatchObject({
        kind: 'validation',
        message: Messages.video.scriptNotFound,
      });
      expect(await failureOf(edit({ index: 0, section: 'videoUrl', text: 'x' }))).toMatchObject({
        kind: 'validation',
        message: 'Error al guardar los cambios.',
      });
      expect(await failureOf(edit({ index: -1, section: 'Captacion', text: 'x' }))).toMatchObject({
        kind: 'validation',
        message: "El campo 'index' debe ser un número.",
      });
      expect(await failureOf(edit({ index: 0, section: 'Captacion' }))).toMatchObject({
        kind: 'validation',
        message: "El campo 'text' debe ser texto.",
      });
      expect(await failureOf(world.run('video/edit-caption', { ...key('req-v9'), caption: 7 }))).toMatchObject({
        kind: 'validation',
        message: "El campo 'caption' debe ser texto.",
      });
      expect(
        (
          await failureOf(
            world.runAs(without('REQUIREMENTS_EDIT'))('video/edit-caption', { ...key('req-v9'), caption: 'x' }),
          )
        ).kind,
      ).toBe('forbidden');
      expect(
        (
          await failureOf(
            world.runAs(without('REQUIREMENTS_EDIT'))('video/edit-section', {
              ...key('req-v9'),
              index: 0,
              section: 'Captacion',
              text: 'x',
            }),
          )
        ).kind,
      ).toBe('forbidden');
      expect(await world.stored()).toEqual(V9);
    });

    it('refuses a 900 kB caption or an oversized script section and keeps the requirement', async () => {
      const cap = `El campo 'caption' admite como máximo ${TEXT_LIMITS.text} caracteres.`;
      expect(
        await failureOf(world.run('video/edit-caption', { ...key('req-v9'), caption: 'a'.repeat(900_000) })),
      ).toMatchObject({ kind: 'validation', message: cap });
      expect(
        await failureOf(
          world.run('video/edit-section', {
            ...key('req-v9'),
            index: 0,
            section: 'Captacion',
            text: 'a'.repeat(TEXT_LIMITS.text + 1),
          }),
        ),
      ).toMatchObject({
        kind: 'validation',
        message: `El campo 'text' admite como máximo ${TEXT_LIMITS.text} caracteres.`,
      });
      // The use case holds the same caps when called without the parser.
      const videos = useCasesOver(world.adapters).video;
      expect(await failureOf(videos.editCaption(eva, key('req-v9'), 'a'.repeat(900_000)))).toMatchObject({
        kind: 'validation',
        message: Messages.validation.textTooLong(TEXT_LIMITS.text),
      });
      expect(
        await failureOf(videos.editScriptSection(eva, key('req-v9'), 0, 'Captacion', 'a'.repeat(TEXT_LIMITS.text + 1))),
      ).toMatchObject({ kind: 'validation', message: Messages.validation.textTooLong(TEXT_LIMITS.text) });
      expect(await world.stored()).toEqual(V9);
    });

    it('refuses an edit that would leave more scripts than their cap', async () => {
      const many = Array.from({ length: TEXT_LIMITS.sections + 1 }, (_, n) => script(n));
      await world.adapters.requirements.update('b-aurora', 'req-v9', { scripts: many });
      expect(
        await failureOf(
          world.run('video/edit-section', { ...key('req-v9'), index: 0, section: 'Captacion', text: 'x' }),
        ),
      ).toMatchObject({ kind: 'validation', message: Messages.validation.tooManyEntries(TEXT_LIMITS.sections) });
      expect((await world.stored())?.scripts).toEqual(many);
    });

    it('keeps the requirement when the write fails', async () => {
      world.adapters.requirements.failNext('updateFrom');
      expect(await failureOf(world.run('video/edit-caption', { ...key('req-v9'), caption: 'x' }))).toMatchObject({
        kind: 'upstream',
        message: 'Error al guardar los cambios.',
      });
      world.adapters.requirements.failNext('updateFrom');
      expect(
        await failureOf(
          world.run('video/edit-section', { ...key('req-v9'), index: 0, section: 'Captacion', text: 'x' }),
        ),
      ).toMatchObject({ kind: 'upstream', message: 'Error al guardar los cambios.' });
      expect(await world.stored()).toEqual(V9);
    });
  });
});
