import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_COMMANDS } from '../commands/content-commands.js';
import { Messages } from '../messages.js';
import { PlanningUseCases, type PublicationOutcome } from './planning.js';
import { FIRST_COMMENT_MAX } from '../scheduling/first-comment.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { useCasesOver, type Twins } from '../testing/index.js';
import { dispatcherAs } from './commands.test-kit.js';
import {
  BLOG,
  CARRUSEL,
  CONTENIDO,
  FUTURE,
  NOW,
  OCULTA_C,
  publishingWorld,
  VIDEO,
} from './publishing-world.test-kit.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';

/*
 * 'Guardar publicación' on the server: the planning/save command (docs/product.md,
 * "Scheduling (Metricool)"), run as the functions' router runs it, with a raw JSON body.
 */

const KEYS: PermissionKey[] = ['ADMIN_BRANDS_ASSIGNED', 'VIEW_REQUIREMENTS', 'CARROUSEL_SENDTOMETRICS'];
const cami = actorWith(KEYS, CONTENIDO.uid, CONTENIDO.email);
const m = Messages.scheduling;
const carousel = { brandId: 'b-aurora', requirementId: 'req-c1' };
const video = { brandId: 'b-aurora', requirementId: 'req-v1' };

describe('the planning/save command', () => {
  let adapters: Twins;
  let save: (body: unknown) => Promise<PublicationOutcome>;

  const stored = async (id: string, brandId = 'b-aurora') => adapters.requirements.get(brandId, id);

  beforeEach(() => {
    adapters = publishingWorld().adapters;
    const dispatch = dispatcherAs(adapters, cami);
    save = async (body) => (await dispatch('planning/save', body)) as PublicationOutcome;
  });

  it('is served by PlanningUseCases and calls no model', () => {
    expect(CONTENT_COMMANDS.planning.save.useCase).toBe(PlanningUseCases);
    expect('model' in CONTENT_COMMANDS.planning.save).toBe(false);
  });

  it("saves a carousel's planning fields alone, its networks among the brand's carousel ones, stamped with who asked", async () => {
    const outcome = await save({
      ...carousel,
      planning: {
        selectedSocialNetwork: ['Instagram', 'YouTube', 'Threads', 'Instagram', 'Myspace'],
        documentTitle: 'Guía',
        pinNewFormat: true,
        caption: 'no es un campo de planificación',
        imagesAIUrl: ['https://img.example/otra.png'],
      },
    });
    expect(outcome.message).toBe('Planificación guardada correctamente.');
    expect(outcome.requirement).toMatchObject({
      selectedSocialNetwork: ['Instagram', 'Threads'],
      documentTitle: 'Guía',
      pinNewFormat: true,
      caption: CARRUSEL.caption,
      imagesAIUrl: CARRUSEL.imagesAIUrl,
      updatedAt: NOW,
      changedBy: { uid: cami.uid, email: cami.email, at: NOW },
    });
    expect(await stored('req-c1')).toEqual(outcome.requirement);
  });

  it("saves a video's planning with the brand's video networks: the stored requirement says which kind", async () => {
    const planning = {
      selectedSocialNetwork: ['YouTube', 'Threads'],
      videoTitle: 'Otro título',
      youtubeTags: ['café'],
    };
    const outcome = await save({ ...video, planning });
    expect(outcome.message).toBe(Messages.success.planningSaved);
    expect(outcome.requirement).toMatchObject({
      selectedSocialNetwork: ['YouTube'],
      videoTitle: 'Otro título',
      youtubeTags: ['café'],
    });
    expect((await save({ ...carousel, planning })).requirement.selectedSocialNetwork).toEqual(['Threads']);
  });

  it('saves the first comment, line breaks kept, counted in characters (an emoji is one)', async () => {
    const comment = `${'☕'.repeat(FIRST_COMMENT_MAX - 6)}\nLink`;
    const outcome = await save({ ...carousel, planning: { firstComment: comment } });
    expect(outcome.requirement.firstComment).toBe(comment);
    expect((await stored('req-c1'))?.firstComment).toBe(comment);
  });

  it('reads the date as an instant (a Date sent as such), a date-time text in Bogotá time, or null, and refuses an unreadable one', async () => {
    const instant = new Date('2026-03-22T12:00:00.000Z');
    expect(
      (await save({ ...video, planning: { publicationDate: { $date: instant.toISOString() } } })).requirement
        .publicationDate,
    ).toEqual(instant);
    expect(
      (await save({ ...video, planning: { publicationDate: '2026-03-21T10:00' } })).requirement.publicationDate,
    ).toEqual(new Date('2026-03-21T15:00:00.000Z'));
    expect(
      (await save({ ...video, planning: { publicationDate: '2026-03-23T09:30:00-05:00' } })).requirement
        .publicationDate,
    ).toEqual(new Date('2026-03-23T14:30:00.000Z'));
    expect((await save({ ...video, planning: { publicationDate: null } })).requirement.publicationDate).toBeNull();
    await adapters.requirements.update('b-aurora', 'req-v1', { publicationDate: FUTURE });
    expect((await save({ ...video, planning: { publicationDate: '  ' } })).requirement.publicationDate).toBeNull();
    expect(await failureOf(save({ ...video, planning: { publicationDate: '2026-13-45T99:00Z' } }))).toMatchObject({
      kind: 'validation',
      message: m.invalidPublicationDate,
    });
    await adapters.requirements.update('b-aurora', 'req-v1', { publicationDate: FUTURE });
    expect(await failureOf(save({ ...video, planning: { publicationDate: 'mañana' } }))).toMatchObject({
      kind: 'validation',
      message: m.invalidPublicationDate,
    });
    expect((await stored('req-v1'))?.publicationDate).toEqual(FUTURE);
  });

  it('refuses a bad body, naming the field, and writes nothing', async () => {
    const refusals: [unknown, string][] = [
      [null, Messages.endpoints.bodyNotObject],
      [{ ...carousel }, Messages.endpoints.bodyNotObject],
      [{ ...carousel, planning: ['Instagram'] }, Messages.endpoints.bodyNotObject],
      [{ requirementId: 'req-c1', planning: {} }, Messages.endpoints.fieldRequired('brandId')],
      [{ ...carousel, requirementId: 'req c1', planning: {} }, Messages.endpoints.invalidId('requirementId')],
      [{ ...carousel, planning: { allowComments: 'sí' } }, Messages.endpoints.fieldNotBoolean('allowComments')],
      [
        { ...carousel, planning: { selectedSocialNetwork: 'Instagram' } },
        Messages.endpoints.fieldNotTextList('selectedSocialNetwork'),
      ],
      [{ ...carousel, planning: { youtubeTags: [1] } }, Messages.endpoints.fieldNotTextList('youtubeTags')],
      [
        { ...carousel, planning: { youtubeTags: Array.from({ length: TEXT_LIMITS.listItems + 1 }, () => 'x') } },
        Messages.endpoints.fieldTooManyItems('youtubeTags', TEXT_LIMITS.listItems),
      ],
      [
        { ...carousel, planning: { collaborators: 'x'.repeat(TEXT_LIMITS.text + 1) } },
        Messages.endpoints.fieldTooLong('collaborators', TEXT_LIMITS.text),
      ],
      [
        { ...carousel, planning: { youtubeTags: ['x'.repeat(TEXT_LIMITS.text + 1)] } },
        Messages.endpoints.fieldTooLong('youtubeTags[0]', TEXT_LIMITS.text),
      ],
      [{ ...carousel, planning: { pinTitle: 'a\u0007b' } }, Messages.endpoints.controlCharacters('pinTitle')],
      [{ ...carousel, planning: { publicationDate: 5 } }, Messages.endpoints.fieldNotText('publicationDate')],
      // 'Primer comentario': a text without control characters (line breaks allowed), capped in characters.
      [{ ...carousel, planning: { firstComment: 'a\u001bb' } }, Messages.endpoints.controlCharacters('firstComment')],
      [{ ...carousel, planning: { firstComment: 7 } }, Messages.endpoints.fieldNotText('firstComment')],
      [
        { ...carousel, planning: { firstComment: 'x'.repeat(FIRST_COMMENT_MAX + 1) } },
        m.firstCommentTooLong(FIRST_COMMENT_MAX),
      ],
      [
        { ...carousel, planning: { firstComment: 'x'.repeat(2 * FIRST_COMMENT_MAX + 1) } },
        Messages.endpoints.fieldTooLong('firstComment', 2 * FIRST_COMMENT_MAX),
      ],
      // The pin's destination: https, as every URL field (a script or a plain-http address is refused).
      [{ ...carousel, planning: { pinLink: 'javascript:alert(1)' } }, Messages.urls.httpsOnly],
      [{ ...carousel, planning: { pinLink: 'http://cumbre.example/agua' } }, Messages.urls.httpsOnly],
    ];
    for (const [body, message] of refusals) {
      expect(await failureOf(save(body))).toMatchObject({ kind: 'validation', message });
    }
    expect(await stored('req-c1')).toEqual(CARRUSEL);
  });

  it("refuses a hidden brand, another brand's requirement, an unknown brand and a requirement that is neither carousel nor video", async () => {
    expect(await failureOf(save({ brandId: 'b-oculta', requirementId: OCULTA_C.id, planning: {} }))).toMatchObject({
      kind: 'forbidden',
      message: Messages.access.forbidden,
    });
    // req-s1 is Sin Métricas' carousel: under Aurora there is no such requirement.
    expect(await failureOf(save({ brandId: 'b-aurora', requirementId: 'req-s1', planning: {} }))).toMatchObject({
      kind: 'not-found',
      message: Messages.carousel.requirementNotFound,
    });
    expect(await failureOf(save({ brandId: 'b-nada', requirementId: 'req-c1', planning: {} }))).toMatchObject({
      kind: 'not-found',
      message: Messages.carousel.brandNotFound,
    });
    expect(await failureOf(save({ ...carousel, requirementId: BLOG.id, planning: { pinTitle: 'x' } }))).toMatchObject({
      kind: 'validation',
      message: m.wrongContentKind,
    });
    expect(await stored(BLOG.id)).toEqual(BLOG);
    expect(await stored(OCULTA_C.id, 'b-oculta')).toEqual(OCULTA_C);
  });

  it('needs CARROUSEL_SENDTOMETRICS', async () => {
    const lector = dispatcherAs(adapters, actorWith(['ADMIN_BRANDS_ASSIGNED'], CONTENIDO.uid, CONTENIDO.email));
    expect((await failureOf(lector('planning/save', { ...carousel, planning: { pinTitle: 'x' } }))).kind).toBe(
      'forbidden',
    );
    expect(await stored('req-c1')).toEqual(CARRUSEL);
  });

  it("says a failed write with each panel's message, a failed read with one that names neither, and writes nothing", async () => {
    adapters.requirements.failNext('updateFrom');
    expect(await failureOf(save({ ...carousel, planning: { pinTitle: 'x' } }))).toMatchObject({
      kind: 'upstream',
      message: 'Error guardando planificación.',
    });
    adapters.requirements.failNext('updateFrom');
    expect(await failureOf(save({ ...video, planning: { pinTitle: 'x' } }))).toMatchObject({
      kind: 'upstream',
      message: 'No se pudo guardar la planificación.',
    });
    adapters.requirements.failNext('get');
    expect(await failureOf(save({ ...carousel, planning: { pinTitle: 'x' } }))).toMatchObject({
      kind: 'upstream',
      message: Messages.video.savePlanning,
    });
    expect(await stored('req-c1')).toEqual(CARRUSEL);
    expect(await stored('req-v1')).toEqual(VIDEO);
  });

  it('holds the text caps itself when called without the parser', async () => {
    const publication = useCasesOver(adapters).planning;
    expect(
      await failureOf(publication.save(cami, video, { youtubeTags: ['x'.repeat(TEXT_LIMITS.text + 1)] })),
    ).toMatchObject({ kind: 'validation', message: Messages.validation.textTooLong(TEXT_LIMITS.text) });
    expect(await failureOf(publication.save(cami, video, { publicationDate: new Date(Number.NaN) }))).toMatchObject({
      kind: 'validation',
      message: m.invalidPublicationDate,
    });
    expect(await stored('req-v1')).toEqual(VIDEO);
  });
});
