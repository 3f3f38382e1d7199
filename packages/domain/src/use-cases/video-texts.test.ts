import { beforeEach, describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { type Actor } from '../permissions/actor.js';
import { type Requirement } from '../requirements/requirement.js';
import { aBlueprint, createTwins, useCasesOver, type Twins } from '../testing/index.js';
import { dispatcherAs } from './commands.test-kit.js';
import { failureOf, writeBeforeNextUpdateFrom } from './use-cases.test-kit.js';
import {
  NOW,
  eva,
  leo,
  without,
  AURORA,
  LUNA,
  OCULTA,
  script,
  V9,
  V10,
  V11,
  C12,
  L1,
  O1,
  key,
  stampOf,
} from './video.test-kit.js';

describe('the video commands', () => {
  let adapters: Twins;
  let run: (name: string, body: unknown) => Promise<Requirement>;

  const runAs = (actor: Actor) => {
    const dispatch = dispatcherAs(adapters, actor);
    return async (name: string, body: unknown) => (await dispatch(name, body)) as Requirement;
  };
  const stored = async (id = 'req-v9', brandId = 'b-aurora') => adapters.requirements.get(brandId, id);

  beforeEach(() => {
    adapters = createTwins(NOW, {
      brands: [AURORA, LUNA, OCULTA],
      blueprints: [aBlueprint('b-aurora'), aBlueprint('b-oculta')],
      requirements: [V9, V10, V11, C12, L1, O1],
    });
    run = runAs(eva);
  });

  describe('video/edit-caption and video/edit-section', () => {
    it('writes the caption, stamped with who asked', async () => {
      const updated = await run('video/edit-caption', { ...key('req-v9'), caption: 'Nuevo caption' });
      expect(updated).toMatchObject({ caption: 'Nuevo caption', updatedAt: NOW, changedBy: stampOf(eva) });
      expect(await stored()).toEqual(updated);
    });

    it('writes one section of one script', async () => {
      const updated = await run('video/edit-section', {
        ...key('req-v9'),
        index: 1,
        section: 'Llamada a la acción',
        text: 'Compra hoy',
      });
      expect(updated.scripts).toEqual([V9.scripts[0], { ...V9.scripts[1], 'Llamada a la acción': 'Compra hoy' }]);
      expect(updated.changedBy).toEqual(stampOf(eva));
      expect(await stored()).toEqual(updated);
    });

    it("writes the section over the scripts as stored now: another script's section and video saved meanwhile are kept", async () => {
      const theirs = { ...script(1), Captacion: 'Gancho de otra persona', videoUrl: 'https://videos.example/1.mp4' };
      writeBeforeNextUpdateFrom(adapters.requirements, 'b-aurora', 'req-v9', { scripts: [theirs, V9.scripts[1]!] });
      const updated = await run('video/edit-section', {
        ...key('req-v9'),
        index: 1,
        section: 'Captacion',
        text: 'Mi gancho',
      });
      expect(updated.scripts).toEqual([theirs, { ...V9.scripts[1], Captacion: 'Mi gancho' }]);
      expect(await stored()).toEqual(updated);
    });

    it('keeps both edits when two people save sections of different scripts at the same moment', async () => {
      await Promise.all([
        run('video/edit-section', {
          ...key('req-v9'),
          index: 0,
          section: 'Argumento de Venta',
          text: 'Argumento de Eva',
        }),
        runAs(leo)('video/edit-section', {
          ...key('req-v9'),
          index: 1,
          section: 'Llamada a la acción',
          text: 'Acción de Leo',
        }),
      ]);
      expect((await stored())?.scripts).toEqual([
        { ...V9.scripts[0], 'Argumento de Venta': 'Argumento de Eva' },
        { ...V9.scripts[1], 'Llamada a la acción': 'Acción de Leo' },
      ]);
    });

    it('refuses a script the stored scripts no longer have (fewer were generated meanwhile) and writes nothing', async () => {
      writeBeforeNextUpdateFrom(adapters.requirements, 'b-aurora', 'req-v9', { scripts: [script(7)] });
      expect(
        await failureOf(run('video/edit-section', { ...key('req-v9'), index: 1, section: 'Captacion', text: 'x' })),
      ).toMatchObject({ kind: 'validation', message: Messages.video.scriptNotFound });
      expect((await stored())?.scripts).toEqual([script(7)]);
    });

    it('refuses a missing script, an unknown section, a bad body and an actor without REQUIREMENTS_EDIT', async () => {
      const edit = (body: Record<string, unknown>) => run('video/edit-section', { ...key('req-v9'), ...body });
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
      expect(await failureOf(run('video/edit-caption', { ...key('req-v9'), caption: 7 }))).toMatchObject({
        kind: 'validation',
        message: "El campo 'caption' debe ser texto.",
      });
      expect(
        (await failureOf(runAs(without('REQUIREMENTS_EDIT'))('video/edit-caption', { ...key('req-v9'), caption: 'x' })))
          .kind,
      ).toBe('forbidden');
      expect(
        (
          await failureOf(
            runAs(without('REQUIREMENTS_EDIT'))('video/edit-section', {
              ...key('req-v9'),
              index: 0,
              section: 'Captacion',
              text: 'x',
            }),
          )
        ).kind,
      ).toBe('forbidden');
      expect(await stored()).toEqual(V9);
    });

    it('refuses a 900 kB caption or an oversized script section and keeps the requirement', async () => {
      const cap = `El campo 'caption' admite como máximo ${TEXT_LIMITS.text} caracteres.`;
      expect(
        await failureOf(run('video/edit-caption', { ...key('req-v9'), caption: 'a'.repeat(900_000) })),
      ).toMatchObject({ kind: 'validation', message: cap });
      expect(
        await failureOf(
          run('video/edit-section', {
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
      const videos = useCasesOver(adapters).video;
      expect(await failureOf(videos.editCaption(eva, key('req-v9'), 'a'.repeat(900_000)))).toMatchObject({
        kind: 'validation',
        message: Messages.validation.textTooLong(TEXT_LIMITS.text),
      });
      expect(
        await failureOf(videos.editScriptSection(eva, key('req-v9'), 0, 'Captacion', 'a'.repeat(TEXT_LIMITS.text + 1))),
      ).toMatchObject({ kind: 'validation', message: Messages.validation.textTooLong(TEXT_LIMITS.text) });
      expect(await stored()).toEqual(V9);
    });

    it('refuses an edit that would leave more scripts than their cap', async () => {
      const many = Array.from({ length: TEXT_LIMITS.sections + 1 }, (_, n) => script(n));
      await adapters.requirements.update('b-aurora', 'req-v9', { scripts: many });
      expect(
        await failureOf(run('video/edit-section', { ...key('req-v9'), index: 0, section: 'Captacion', text: 'x' })),
      ).toMatchObject({ kind: 'validation', message: Messages.validation.tooManyEntries(TEXT_LIMITS.sections) });
      expect((await stored())?.scripts).toEqual(many);
    });

    it('keeps the requirement when the write fails', async () => {
      adapters.requirements.failNext('updateFrom');
      expect(await failureOf(run('video/edit-caption', { ...key('req-v9'), caption: 'x' }))).toMatchObject({
        kind: 'upstream',
        message: 'Error al guardar los cambios.',
      });
      adapters.requirements.failNext('updateFrom');
      expect(
        await failureOf(run('video/edit-section', { ...key('req-v9'), index: 0, section: 'Captacion', text: 'x' })),
      ).toMatchObject({ kind: 'upstream', message: 'Error al guardar los cambios.' });
      expect(await stored()).toEqual(V9);
    });
  });
});
