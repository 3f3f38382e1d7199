import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_COMMANDS } from '../commands/content-commands.js';
import { Messages } from '../messages.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { toBogotaDateTime } from '../scheduling/bogota-time.js';
import { aNewRequirement, useCasesOver, type Twins } from '../testing/index.js';
import { dispatcherAs } from './commands.test-kit.js';
import { PlanningUseCases, type PublicationOutcome, type SpreadOutcome } from './planning.js';
import { CONTENIDO, FUTURE, NOW, publishingWorld } from './publishing-world.test-kit.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';

/*
 * The Calendario's commands on the server (docs/product.md, "Calendario"): planning/date, the
 * move, and planning/spread, 'Repartir parrilla', run as the functions' router runs them.
 */

const KEYS: PermissionKey[] = ['ADMIN_BRANDS_ASSIGNED', 'VIEW_REQUIREMENTS', 'CARROUSEL_SENDTOMETRICS'];
const cami = actorWith(KEYS, CONTENIDO.uid, CONTENIDO.email);
const reader = actorWith(['ADMIN_BRANDS_ASSIGNED', 'VIEW_REQUIREMENTS'], CONTENIDO.uid, CONTENIDO.email);

describe('planning/date and planning/spread', () => {
  let adapters: Twins;
  let run: (name: 'planning/date' | 'planning/spread', body: unknown) => Promise<unknown>;

  beforeEach(() => {
    adapters = publishingWorld().adapters;
    const dispatch = dispatcherAs(adapters, cami);
    run = (name, body) => dispatch(name, body);
  });

  it('are served by PlanningUseCases and call no model', () => {
    for (const action of ['date', 'spread'] as const) {
      expect(CONTENT_COMMANDS.planning[action].useCase).toBe(PlanningUseCases);
      expect('model' in CONTENT_COMMANDS.planning[action]).toBe(false);
    }
  });

  it('the move writes the publication date alone, stamped with who asked', async () => {
    const before = await adapters.requirements.get('b-aurora', 'req-c1');
    const at = new Date('2026-03-24T20:30:00.000Z');
    const outcome = (await run('planning/date', {
      brandId: 'b-aurora',
      requirementId: 'req-c1',
      publicationDate: { $date: at.toISOString() },
      selectedSocialNetwork: [],
    })) as PublicationOutcome;
    expect(outcome.message).toBe(Messages.calendar.dateSaved);
    expect(outcome.requirement).toEqual({
      ...before,
      publicationDate: at,
      updatedAt: NOW,
      changedBy: { uid: cami.uid, email: cami.email, at: NOW },
    });
    expect(await adapters.requirements.get('b-aurora', 'req-c1')).toEqual(outcome.requirement);
  });

  it('the move is refused without the planning key, for a blog or a hidden brand, and changes nothing', async () => {
    const before = await adapters.requirements.list('b-aurora');
    const body = { brandId: 'b-aurora', requirementId: 'req-c1', publicationDate: '2026-03-24T10:00' };
    const { planning } = useCasesOver(adapters);
    expect((await failureOf(planning.date(reader, body))).message).toBe(Messages.access.forbidden);
    expect((await failureOf(run('planning/date', { ...body, requirementId: 'req-b1' }))).message).toBe(
      Messages.scheduling.wrongContentKind,
    );
    expect((await failureOf(run('planning/date', { ...body, brandId: 'b-oculta' }))).kind).toBe('forbidden');
    expect((await failureOf(run('planning/date', { ...body, publicationDate: 'pasado mañana' }))).message).toBe(
      Messages.scheduling.invalidPublicationDate,
    );
    expect(await adapters.requirements.list('b-aurora')).toEqual(before);
  });

  describe('the spread', () => {
    beforeEach(async () => {
      await adapters.requirements.createMany('b-aurora', [
        aNewRequirement('b-aurora', 10, { title: 'Carrusel 10 - T1', selectedSocialNetwork: ['LinkedIn'] }),
        aNewRequirement('b-aurora', 11, { title: 'Video 11 - T1', selectedSocialNetwork: ['LinkedIn'] }),
        aNewRequirement('b-aurora', 12, { title: 'Blog 12 - T1' }),
        aNewRequirement('b-aurora', 13, { title: 'Carrusel de temporada' }),
        aNewRequirement('b-aurora', 14, { title: 'Carrusel 14 - T2', publicationDate: FUTURE }),
      ]);
    });

    it("dates the brand's undated grid carousels and videos, each on its own best day, at 10:00 in Bogotá", async () => {
      const outcome = (await run('planning/spread', { brandId: 'b-aurora' })) as SpreadOutcome;
      expect(outcome.message).toBe(Messages.calendar.spread(2));
      // NOW is Tuesday 2026-03-10: LinkedIn's best days are Tuesday and Wednesday, from tomorrow.
      expect(
        outcome.requirements.map((requirement) => [
          requirement.title,
          toBogotaDateTime(requirement.publicationDate as Date),
          requirement.changedBy?.email,
        ]),
      ).toEqual([
        ['Carrusel 10 - T1', '2026-03-11T10:00:00', cami.email],
        ['Video 11 - T1', '2026-03-17T10:00:00', cami.email],
      ]);
      const stored = await adapters.requirements.list('b-aurora');
      const dated = (title: string) => stored.find((requirement) => requirement.title === title)?.publicationDate;
      expect(dated('Blog 12 - T1')).toBeNull();
      expect(dated('Carrusel de temporada')).toBeNull();
      expect(dated('Carrusel 14 - T2')).toEqual(FUTURE);
      const again = (await run('planning/spread', { brandId: 'b-aurora' })) as SpreadOutcome;
      expect(again).toEqual({ requirements: [], message: Messages.calendar.spread(0) });
    });

    it('is refused without the planning key or for a brand the caller does not see, and changes nothing', async () => {
      const before = await adapters.requirements.list('b-aurora');
      const { planning } = useCasesOver(adapters);
      expect((await failureOf(planning.spread(reader, 'b-aurora'))).message).toBe(Messages.access.forbidden);
      expect((await failureOf(run('planning/spread', { brandId: 'b-oculta' }))).message).toBe(
        Messages.access.forbidden,
      );
      expect((await failureOf(run('planning/spread', { brandId: 'b-nadie' }))).message).toBe(
        Messages.carousel.brandNotFound,
      );
      adapters.requirements.failNext('updateManyFrom');
      expect((await failureOf(run('planning/spread', { brandId: 'b-aurora' }))).message).toBe(
        Messages.calendar.spreadFailed,
      );
      expect(await adapters.requirements.list('b-aurora')).toEqual(before);
    });
  });
});
