import { beforeEach, describe, expect, it } from 'vitest';
import type { Blueprint } from '../blueprint/blueprint.js';
import type { Brand } from '../brands/brand.js';
import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { aBlueprint, aBrand, createTwins, type Twins } from '../testing/index.js';
import { dispatcherOf, failureOf, actorWith } from './use-cases.test-kit.js';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const SEES = ['ADMIN_BRANDS', 'ADMIN_BRANDS_ASSIGNED'] as const;
const manager = actorWith([...SEES, 'REQUIREMENTS_EDIT', 'VIEW_REQUIREMENTS'], 'uid-gestor', 'gestor@estudio.example');
const strategist = actorWith(
  [...SEES, 'STRATEGY', 'SAVE_BRAND', 'EDIT_BLUEPRINT'],
  'uid-estratega',
  'estratega@estudio.example',
);
const reviewer = actorWith([...SEES, 'APPROVE_CONTENT', 'READ_REQUIREMENTS'], 'uid-rev', 'revisor@estudio.test');
/** Holds the key but is not among the brand's users. */
const stranger = actorWith([...SEES, 'APPROVE_CONTENT'], 'uid-otro', 'otro@estudio.example');
const allowed = ['gestor@estudio.example', 'estratega@estudio.example', 'revisor@estudio.test'];

const brand = (id: string, requiresApproval: boolean): Brand => ({
  ...aBrand({ allowedUsers: allowed, requiresApproval }),
  id,
});
const carousel = (brandId: string): Requirement =>
  createRequirement('r1', {
    brandId,
    title: 'Carrusel 1',
    brand: 'Café Aurora',
    number: 1,
    createdBy: 'ana@estudio.example',
    caption: 'Café de origen',
  });

describe('the review commands', () => {
  let twins: Twins;
  let dispatch: (actor: Actor, name: string, body: unknown) => Promise<unknown>;
  const stored = () => twins.requirements.get('b-on', 'r1');
  const key = { brandId: 'b-on', requirementId: 'r1' };

  beforeEach(() => {
    twins = createTwins(NOW, {
      brands: [brand('b-on', true), brand('b-off', false)],
      requirements: [carousel('b-on'), carousel('b-off')],
      blueprints: [aBlueprint('b-on'), aBlueprint('b-off')],
    });
    const raw = dispatcherOf(twins);
    dispatch = (actor, name, body) => raw(actor, name, JSON.stringify(body));
  });

  it('sends, asks for changes with the comment, resends and approves, stamping each person', async () => {
    await dispatch(manager, 'requirements/review-submit', key);
    expect((await stored())?.review?.state).toBe('en-revision');
    expect((await stored())?.changedBy).toEqual({ uid: 'uid-gestor', email: 'gestor@estudio.example', at: NOW });
    await dispatch(reviewer, 'requirements/review-request-changes', { ...key, comment: 'Otro titular' });
    expect((await stored())?.review).toMatchObject({ state: 'cambios-solicitados', comment: 'Otro titular' });
    expect((await stored())?.changedBy?.email).toBe('revisor@estudio.test');
    await twins.requirements.update('b-on', 'r1', { caption: 'Café de origen, tostado hoy' });
    await dispatch(manager, 'requirements/review-submit', key);
    const approved = (await dispatch(reviewer, 'requirements/review-approve', key)) as Requirement;
    expect(approved.review?.state).toBe('aprobado');
    expect(approved.review?.history.map((step) => [step.action, step.email])).toEqual([
      ['submit', 'gestor@estudio.example'],
      ['request-changes', 'revisor@estudio.test'],
      ['submit', 'gestor@estudio.example'],
      ['approve', 'revisor@estudio.test'],
    ]);
    // Nothing but the review and the stamp was written: the status and the content stay.
    expect(await stored()).toEqual({
      ...carousel('b-on'),
      caption: 'Café de origen, tostado hoy',
      review: approved.review,
      changedBy: approved.changedBy,
    });
  });

  it('refuses each step without its key, on a hidden brand, or on a brand without approval, writing nothing', async () => {
    expect(await failureOf(dispatch(reviewer, 'requirements/review-submit', key))).toMatchObject({ kind: 'forbidden' });
    await dispatch(manager, 'requirements/review-submit', key);
    const before = await stored();
    expect(await failureOf(dispatch(manager, 'requirements/review-approve', key))).toMatchObject({ kind: 'forbidden' });
    expect(
      await failureOf(dispatch(strategist, 'requirements/review-request-changes', { ...key, comment: 'x' })),
    ).toMatchObject({ kind: 'forbidden' });
    expect(await failureOf(dispatch(stranger, 'requirements/review-approve', key))).toMatchObject({
      kind: 'forbidden',
    });
    expect(
      await failureOf(dispatch(reviewer, 'requirements/review-request-changes', { ...key, comment: ' ' })),
    ).toMatchObject({
      message: Messages.review.commentRequired,
    });
    expect(await stored()).toEqual(before);
    expect(
      await failureOf(dispatch(manager, 'requirements/review-submit', { brandId: 'b-off', requirementId: 'r1' })),
    ).toMatchObject({ kind: 'validation', message: Messages.review.approvalOff });
    expect((await twins.requirements.get('b-off', 'r1'))?.review).toBeNull();
  });

  it('reviews the guide: EDIT_BLUEPRINT sends, APPROVE_CONTENT approves', async () => {
    expect(await failureOf(dispatch(manager, 'blueprint/review-submit', { brandId: 'b-on' }))).toMatchObject({
      kind: 'forbidden',
    });
    await dispatch(strategist, 'blueprint/review-submit', { brandId: 'b-on' });
    const approved = (await dispatch(reviewer, 'blueprint/review-approve', { brandId: 'b-on' })) as Blueprint;
    expect(approved.review?.state).toBe('aprobado');
    expect((await twins.blueprints.get('b-on'))?.changedBy?.email).toBe('revisor@estudio.test');
    expect(await failureOf(dispatch(strategist, 'blueprint/review-submit', { brandId: 'b-off' }))).toMatchObject({
      message: Messages.review.approvalOff,
    });
  });

  it("turns 'Requiere aprobación' on and off with STRATEGY and SAVE_BRAND, stamped", async () => {
    const saved = (await dispatch(strategist, 'brand/approval', { brandId: 'b-off', requiresApproval: true })) as Brand;
    expect(saved.requiresApproval).toBe(true);
    expect(await twins.brands.get('b-off')).toMatchObject({
      requiresApproval: true,
      updatedAt: NOW,
      changedBy: { uid: 'uid-estratega', email: 'estratega@estudio.example', at: NOW },
    });
    expect(
      await failureOf(dispatch(reviewer, 'brand/approval', { brandId: 'b-on', requiresApproval: false })),
    ).toMatchObject({ kind: 'forbidden' });
    expect(
      await failureOf(dispatch(strategist, 'brand/approval', { brandId: 'b-on', requiresApproval: 'sí' })),
    ).toMatchObject({
      kind: 'validation',
    });
    expect((await twins.brands.get('b-on'))?.requiresApproval).toBe(true);
  });
});
