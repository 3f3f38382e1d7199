import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW } from '../../test/render-app.js';
import { CarouselTexts } from './carousel-texts.js';
import { button, CUMBRE, open, READY, section, stored } from './carousel-screen.test-support.js';

const t = UiTexts.review;
const bar = () => screen.getByRole('region', { name: t.region });
const badge = (text: string) => within(bar()).findByText(text);

const withApproval = async (adapters: MemoryAdapters): Promise<MemoryAdapters> => {
  await adapters.brands.update(CUMBRE, { requiresApproval: true, updatedAt: TEST_NOW });
  return adapters;
};

/** Opens the carousel again as another person, over the same stored data. */
const reopenAs = async (role: string, adapters: MemoryAdapters) => {
  cleanup();
  window.localStorage.clear();
  return open(role, adapters);
};

// docs/product.md, "Approval": the review bar of the carousel detail.
describe('/carrousel/{id}: the client review', () => {
  cleanEachTest();

  it('shows no review on a brand without approval', async () => {
    await open('Gestor de contenido');
    expect(screen.queryByRole('region', { name: t.region })).toBeNull();
  });

  it('goes to review, back with the changes asked, to approval, and says what changed after an edit', async () => {
    const adapters = await withApproval(createDemoMemoryAdapters(TEST_NOW));
    const gestor = await open('Gestor de contenido', adapters);
    expect(await badge('Sin enviar a revisión')).toBeTruthy();
    expect(within(bar()).queryByRole('button', { name: t.approve })).toBeNull();
    await gestor.user.click(within(bar()).getByRole('button', { name: t.submit }));
    expect(await badge('En revisión')).toBeTruthy();
    expect((await stored(adapters)).review?.state).toBe('en-revision');

    // The client reviewer reads the piece and edits nothing; they ask for changes with a comment.
    const revisor = await reopenAs('Cliente revisor', adapters);
    expect(screen.queryByRole('button', { name: CarouselTexts.saveCaption })).toBeNull();
    expect(within(bar()).queryByRole('button', { name: t.submit })).toBeNull();
    await revisor.user.type(within(bar()).getByRole('textbox', { name: t.comment }), 'Nombra la finca.');
    await revisor.user.click(within(bar()).getByRole('button', { name: t.requestChanges }));
    expect(await badge('Cambios solicitados')).toBeTruthy();
    expect((await stored(adapters)).review).toMatchObject({ comment: 'Nombra la finca.' });

    // The manager sees the comment and sends it again; the reviewer approves.
    const again = await reopenAs('Gestor de contenido', adapters);
    expect(await within(bar()).findByText('Nombra la finca.')).toBeTruthy();
    await again.user.click(within(bar()).getByRole('button', { name: t.submit }));
    expect(await badge('En revisión')).toBeTruthy();
    const approving = await reopenAs('Cliente revisor', adapters);
    await approving.user.click(within(bar()).getByRole('button', { name: t.approve }));
    expect(await badge('Aprobado')).toBeTruthy();

    // An edit after the approval voids it, visibly.
    await adapters.requirements.update(CUMBRE, READY, { caption: 'Otro texto, sin aprobar.' });
    await reopenAs('Gestor de contenido', adapters);
    expect(await badge('Aprobado en otra versión')).toBeTruthy();
    expect(within(bar()).getByText(t.approvedOther('Texto'))).toBeTruthy();
    expect(within(bar()).getByRole('button', { name: t.submit })).toBeTruthy();
  });

  it('refuses to schedule a piece not approved, with the reason', async () => {
    const adapters = await withApproval(createDemoMemoryAdapters(TEST_NOW));
    const { user } = await open('Gestor de contenido', adapters);
    await user.click(button(CarouselTexts.schedulePublication));
    const alert = await within(section(CarouselTexts.publishing)).findByRole('alert');
    expect(within(alert).getByText(Messages.scheduling.preflightRefused)).toBeTruthy();
    expect(within(alert).getByText(Messages.review.preflight.notSubmitted)).toBeTruthy();
    expect(adapters.schedulerClient.drafts).toHaveLength(0);
  });
});
