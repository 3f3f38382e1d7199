import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { useCasesOver } from '../testing/index.js';
import { CONTENIDO, publishingWorld } from './publishing-world.test-kit.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';

// docs/product.md, "Calendario": the brand's carousels and videos, read with VIEW_REQUIREMENTS on a brand one sees.
describe('the Calendario read', () => {
  const viewer = actorWith(['ADMIN_BRANDS_ASSIGNED', 'VIEW_REQUIREMENTS'], CONTENIDO.uid, CONTENIDO.email);

  it("answers the brand's carousels and videos, not its blogs", async () => {
    const { calendarViews } = useCasesOver(publishingWorld().adapters);
    const titles = (await calendarViews.load(viewer, ' b-aurora ')).map((requirement) => requirement.title);
    expect(titles.sort()).toEqual(['Carrusel 1 - T1', 'Video 2 - T1']);
    // NOW is 2026-03-10T15:30Z: 10:30 in Bogotá.
    expect(calendarViews.today()).toBe('2026-03-10');
  });

  it('is refused without VIEW_REQUIREMENTS, for a brand one does not see, and says so when the read fails', async () => {
    const { adapters } = publishingWorld();
    const { calendarViews } = useCasesOver(adapters);
    const blind = actorWith(['ADMIN_BRANDS_ASSIGNED'], CONTENIDO.uid, CONTENIDO.email);
    expect((await failureOf(calendarViews.load(blind, 'b-aurora'))).message).toBe(Messages.access.forbidden);
    expect((await failureOf(calendarViews.load(viewer, 'b-oculta'))).message).toBe(Messages.access.forbidden);
    adapters.requirements.failNext('list');
    expect((await failureOf(calendarViews.load(viewer, 'b-aurora'))).message).toBe(Messages.calendar.loadFailed);
  });
});
