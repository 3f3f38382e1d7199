import { beforeEach, describe, expect, it } from 'vitest';
import { BlogViews, type BlogRef } from './blog-views.js';
import { Messages } from '../messages.js';
import { type Brand } from '../brands/brand.js';
import { InMemoryBrandRepository, InMemoryRequirementRepository } from '../testing/index.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';
import { AJENA, blog } from './blog.test-kit.js';

const viewer = actorWith(['ADMIN_BRANDS_OWNER', 'VIEW_REQUIREMENTS']);

const AURORA: Brand = { id: 'b-aurora', brandName: 'Café Aurora', owner: 'uid-eva' };
const B13 = blog('req-b13', { number: 13 });
const B14 = blog('req-b14', { number: 14, status: 'Finalizado' });
const AJENO = blog('req-ajeno', { brandId: 'b-ajena', number: 1 });

const ref = (requirementId: string, number: number | null = null, brandId = 'b-aurora'): BlogRef => ({
  brandId,
  requirementId,
  number,
});

describe('BlogViews (what the blog detail reads)', () => {
  let requirements: InMemoryRequirementRepository;
  let views: BlogViews;

  beforeEach(() => {
    requirements = new InMemoryRequirementRepository([B13, B14, AJENO]);
    views = new BlogViews(new InMemoryBrandRepository([AURORA, AJENA]), requirements);
  });

  it("opens by the list's brand and number when they name this id", async () => {
    expect(await views.open(viewer, ref('req-b13', 13))).toEqual(B13);
    expect(await views.open(viewer, ref('req-b14', 14))).toEqual(B14);
  });

  it('opens by its id in the brand, active or finished, when there is no number or it names another requirement', async () => {
    expect(await views.open(viewer, ref('req-b13'))).toEqual(B13);
    expect(await views.open(viewer, ref('req-b14'))).toEqual(B14);
    expect(await views.open(viewer, ref('req-b13', 14))).toEqual(B13);
  });

  it('says a requirement the brand does not have, or a number no requirement has, is not found', async () => {
    for (const missing of [
      ref('no-such-blog'),
      ref('req-ajeno'),
      ref('../req-b13'),
      ref('req-b13', null, 'b-nada'),
      ref('req-b13', null, ' '),
    ]) {
      expect(await failureOf(views.open(viewer, missing))).toMatchObject({
        kind: 'not-found',
        message: Messages.carousel.requirementNotFound,
      });
    }
    for (const missing of [ref('req-b13', 99), ref('req-b13', 13, 'b-nada')]) {
      expect(await failureOf(views.open(viewer, missing))).toMatchObject({
        kind: 'not-found',
        message: Messages.requirements.notFoundByNumber,
      });
    }
    expect(await failureOf(views.open(viewer, ref('req-b13', 0)))).toMatchObject({
      kind: 'validation',
      message: Messages.carousel.missingBrandOrRequirement,
    });
  });

  it('needs VIEW_REQUIREMENTS and a brand the actor may see', async () => {
    expect(await failureOf(views.open(actorWith(['ADMIN_BRANDS_OWNER']), ref('req-b13')))).toMatchObject({
      kind: 'forbidden',
      message: Messages.requirements.noPermission,
    });
    for (const hidden of [ref('req-ajeno', null, 'b-ajena'), ref('req-ajeno', 1, 'b-ajena')]) {
      expect(await failureOf(views.open(viewer, hidden))).toMatchObject({
        kind: 'forbidden',
        message: Messages.requirements.noPermission,
      });
    }
  });

  it('reports a failed read', async () => {
    requirements.failNext('get');
    expect(await failureOf(views.open(viewer, ref('req-b13')))).toMatchObject({
      kind: 'upstream',
      message: Messages.requirements.find,
    });
    requirements.failNext('findByNumber');
    expect(await failureOf(views.open(viewer, ref('req-b13', 13)))).toMatchObject({
      kind: 'upstream',
      message: Messages.requirements.find,
    });
  });
});
