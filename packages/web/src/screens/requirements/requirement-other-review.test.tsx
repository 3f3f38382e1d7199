import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import type { Requirement } from '@estudio/domain/requirements';
import { UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { CommentTexts } from '../../shared/texts.js';
import { cleanEachTest } from '../../test/each-test.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { addRequirements, loadedTable, rowOf } from './requirement-list.test-support.js';
import { TITLE } from './requirements-screen.test-support.js';

const t = UiTexts.review;
const CUMBRE = 'demo-cafe-cumbre-andina';

/** The demo data plus a requirement of no content kind of Café Cumbre Andina, approval on or off. */
const withOtherPiece = async (approval: boolean): Promise<{ adapters: MemoryAdapters; piece: Requirement }> => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  if (approval) await adapters.brands.update(CUMBRE, { requiresApproval: true, updatedAt: TEST_NOW });
  const brand = await adapters.brands.get(CUMBRE);
  const number = (await adapters.requirements.count(CUMBRE)) + 1;
  const [piece] = await addRequirements(adapters, CUMBRE, 1, { title: `Pieza especial ${number} - T1` });
  if (piece === undefined || brand === null) throw new Error('no piece');
  return { adapters, piece };
};

/** The piece already sent for review by the content manager. */
const inReview = async (adapters: MemoryAdapters, piece: Requirement) => {
  const step = { uid: 'demo-contenido', email: 'contenido@estudio.test', at: TEST_NOW, version: 'v', comment: '' };
  await adapters.requirements.update(CUMBRE, piece.id, {
    review: { state: 'en-revision', version: 'v', parts: {}, comment: '', history: [{ action: 'submit', ...step }] },
  });
};

const stored = async (adapters: MemoryAdapters, piece: Requirement) => {
  const requirement = await adapters.requirements.get(CUMBRE, piece.id);
  if (requirement === null) throw new Error('piece gone');
  return requirement;
};

const bar = () => screen.findByRole('region', { name: t.region });
const barBadge = async (text: string) => within(await bar()).findByText(text);
/** The review badge of the piece's row in the list below the bar. */
const rowBadge = async (piece: Requirement) => {
  const row = rowOf(await loadedTable(TITLE), piece);
  return row?.querySelector('[data-review]')?.textContent;
};

/** Opens /requirements as the role and follows the piece's title link, as a user does. */
const openFromList = async (role: string, adapters: MemoryAdapters, piece: Requirement) => {
  const user = userEvent.setup();
  const locations: Location[] = [];
  await renderApp({ path: '/requirements', as: role, adapters, onLocation: (location) => locations.push(location) });
  const row = rowOf(await loadedTable(TITLE), piece);
  if (row === undefined) throw new Error('no row for the piece');
  await user.click(within(row).getByRole('link', { name: piece.title }));
  await waitFor(() => expect(locations.at(-1)?.pathname).toBe(`/requirements/${piece.id}`));
  return user;
};

// docs/product.md, "Approval": a requirement of no content kind is reviewed on /requirements/{id}.
describe('/requirements/{id}: the client review of a requirement of no content kind', () => {
  cleanEachTest(() =>
    window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify({ id: CUMBRE, brandName: 'Café Cumbre Andina' })),
  );

  it('lets the content manager send it for review; the row’s badge follows', async () => {
    const { adapters, piece } = await withOtherPiece(true);
    const scrolled = vi.spyOn(window, 'scrollTo');
    const user = await openFromList('Gestor de contenido', adapters, piece);
    // The card under the header comes into view, wherever the row's link was.
    expect(scrolled).toHaveBeenCalledWith({ top: 0 });
    const card = within(await screen.findByRole('region', { name: CommentTexts.of(piece.title) }));
    const review = within(card.getByRole('region', { name: t.region }));
    expect(review.getByText('Sin enviar a revisión')).toBeTruthy();
    expect(review.queryByRole('button', { name: t.approve })).toBeNull();
    expect(card.getByRole('region', { name: CommentTexts.requirementThread })).toBeTruthy();
    await user.click(review.getByRole('button', { name: t.submit }));
    expect(await barBadge('En revisión')).toBeTruthy();
    expect(within(await bar()).getByText(t.waitingReviewer)).toBeTruthy();
    expect((await stored(adapters, piece)).review).toMatchObject({ state: 'en-revision' });
    await waitFor(async () => expect(await rowBadge(piece)).toBe('En revisión'));
  });

  it('lets the Cliente revisor, who reaches it from its row and edits nothing, ask for changes with a comment', async () => {
    const { adapters, piece } = await withOtherPiece(true);
    await inReview(adapters, piece);
    const user = await openFromList('Cliente revisor', adapters, piece);
    const review = within(await bar());
    // No edit control: neither the editor's step nor the list's status and assignee selects.
    expect(review.queryByRole('button', { name: t.submit })).toBeNull();
    expect(within(await loadedTable(TITLE)).queryAllByRole('combobox')).toHaveLength(0);
    expect(review.getByRole('button', { name: t.requestChanges }).hasAttribute('disabled')).toBe(true);
    await user.type(review.getByRole('textbox', { name: t.comment }), 'Cambia la foto de portada.');
    await user.click(review.getByRole('button', { name: t.requestChanges }));
    expect(await barBadge('Cambios solicitados')).toBeTruthy();
    expect(within(await bar()).getByText('Cambia la foto de portada.')).toBeTruthy();
    expect((await stored(adapters, piece)).review).toMatchObject({
      state: 'cambios-solicitados',
      comment: 'Cambia la foto de portada.',
    });
    await waitFor(async () => expect(await rowBadge(piece)).toBe('Cambios solicitados'));
  });

  it('lets the Cliente revisor approve it, opened by its address', async () => {
    const { adapters, piece } = await withOtherPiece(true);
    await inReview(adapters, piece);
    const user = userEvent.setup();
    await renderApp({ path: `/requirements/${piece.id}`, as: 'Cliente revisor', adapters });
    await user.click(within(await bar()).getByRole('button', { name: t.approve }));
    expect(await barBadge('Aprobado')).toBeTruthy();
    expect(within(await bar()).queryByRole('button', { name: t.approve })).toBeNull();
    const review = (await stored(adapters, piece)).review;
    expect(review?.state).toBe('aprobado');
    expect(review?.history.at(-1)).toMatchObject({ action: 'approve', email: 'revisor@estudio.test' });
    await waitFor(async () => expect(await rowBadge(piece)).toBe('Aprobado'));
  });

  it('shows no review bar on a brand without approval, the thread still there', async () => {
    const { adapters, piece } = await withOtherPiece(false);
    await renderApp({ path: `/requirements/${piece.id}`, as: 'Gestor de contenido', adapters });
    const card = within(await screen.findByRole('region', { name: CommentTexts.of(piece.title) }));
    expect(await card.findByRole('region', { name: CommentTexts.requirementThread })).toBeTruthy();
    await loadedTable(TITLE);
    expect(screen.queryByRole('region', { name: t.region })).toBeNull();
    expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
  });

  it('leaves a carousel’s review to its own detail', async () => {
    const { adapters } = await withOtherPiece(true);
    await renderApp({ path: '/requirements/demo-req-016', as: 'Gestor de contenido', adapters });
    const card = within(await screen.findByRole('region', { name: CommentTexts.of('Carrusel 16 - T2') }));
    expect(await card.findByRole('region', { name: CommentTexts.requirementThread })).toBeTruthy();
    await loadedTable(TITLE);
    expect(screen.queryByRole('region', { name: t.region })).toBeNull();
  });
});
