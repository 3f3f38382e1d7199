import { describe, expect, it } from 'vitest';
import type { Brand } from '../brands/brand.js';
import type { ContentCommands } from '../ports/content-commands.js';
import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import type { DesignValidationHistory } from '../ports/ai-endpoint.js';
import type { LinkedInConnectionReader } from '../ports/linkedin-oauth.js';
import type { SchedulingGateway } from '../ports/scheduling.js';
import type { Clock } from '../shared/clock.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { BlogViews } from './blog-views.js';
import { CarouselViews } from './carousel-views.js';
import { SchedulingPanelUseCases } from './scheduling-panel.js';
import { VideoViews } from './video-views.js';

/*
 * Each detail screen's reads answer their own kind (docs/product.md, "Requirements": the title
 * says which), typed as it: a requirement of another kind is refused as its commands refuse it.
 */

const BRAND: Brand = { id: 'b1', brandName: 'Café Aurora', owner: 'u1' };
const actor: Actor = {
  uid: 'u1',
  email: 'eva@estudio.test',
  roleCodes: [],
  keys: new Set(['VIEW_REQUIREMENTS', 'ADMIN_BRANDS_ALL']),
};

const stored = (id: string, number: number, title: string): Requirement =>
  createRequirement(id, { brandId: BRAND.id, title, brand: BRAND.brandName, number, createdBy: 'ana@estudio.test' });

const CAROUSEL = stored('r-carrusel', 1, 'Carrusel 1 - T1');
const VIDEO = stored('r-video', 2, 'Video 2 - T1');
const BLOG = stored('r-blog', 3, 'Blog 3 - T1');
const STORED = [CAROUSEL, VIDEO, BLOG];

/** A port with only the given methods: any other call fails the test. */
const only = <P>(port: string, methods: Record<string, unknown> = {}): P =>
  new Proxy(methods, {
    get: (target, method) =>
      typeof method === 'string' && method in target
        ? target[method]
        : () => Promise.reject(new Error(`${port}.${String(method)} is not read`)),
  }) as P;

/** The reads the views make, over the three requirements above. */
const brands = only<BrandRepository>('brands', { get: async (id: string) => (id === BRAND.id ? BRAND : null) });
const requirements = only<RequirementRepository>('requirements', {
  get: async (brandId: string, id: string) => STORED.find((r) => r.brandId === brandId && r.id === id) ?? null,
  findByNumber: async (brandId: string, number: number) =>
    STORED.find((r) => r.brandId === brandId && r.number === number) ?? null,
});

const carousels = new CarouselViews(brands, requirements, only<DesignValidationHistory>('history'));
const videos = new VideoViews(brands, requirements);
const blogs = new BlogViews(brands, requirements);

describe('the detail views open their own kind', () => {
  it('opens a carousel, a video and a blog as themselves', async () => {
    expect((await carousels.load(actor, BRAND.id, 1)).requirement).toBe(CAROUSEL);
    expect((await carousels.open(actor, { brandId: BRAND.id, requirementId: CAROUSEL.id })).requirement).toBe(CAROUSEL);
    expect((await videos.load(actor, BRAND.id, 2)).requirement).toBe(VIDEO);
    expect(await blogs.open(actor, { brandId: BRAND.id, requirementId: BLOG.id, number: 3 })).toBe(BLOG);
    expect(await blogs.open(actor, { brandId: BRAND.id, requirementId: BLOG.id, number: null })).toBe(BLOG);
  });

  it('refuses a requirement of another kind as its commands do', async () => {
    const notFound = { kind: 'not-found', message: Messages.carousel.requirementNotFound };
    await expect(carousels.load(actor, BRAND.id, 3)).rejects.toMatchObject(notFound);
    await expect(carousels.open(actor, { brandId: BRAND.id, requirementId: VIDEO.id })).rejects.toMatchObject(notFound);
    await expect(videos.load(actor, BRAND.id, 1)).rejects.toMatchObject({
      kind: 'validation',
      message: Messages.video.notAVideo,
    });
    await expect(blogs.open(actor, { brandId: BRAND.id, requirementId: CAROUSEL.id, number: 1 })).rejects.toMatchObject(
      notFound,
    );
    await expect(blogs.open(actor, { brandId: BRAND.id, requirementId: VIDEO.id, number: null })).rejects.toMatchObject(
      notFound,
    );
  });
});

describe('the publishing panels answer their own kind', () => {
  /** A panel whose planning/save answers `saved`, as the server stored it. */
  const panel = (saved: Requirement) =>
    new SchedulingPanelUseCases(
      brands,
      requirements,
      only<LinkedInConnectionReader>('connections'),
      only<SchedulingGateway>('gateway'),
      only<ContentCommands>('commands', { run: async () => ({ requirement: saved, message: 'Guardado' }) }),
      only<Clock>('clock'),
    );
  const publisher: Actor = { ...actor, keys: new Set([...actor.keys, 'CARROUSEL_SENDTOMETRICS']) };

  it("types the saved requirement as the panel's kind, and refuses another", async () => {
    const carouselKey = { brandId: BRAND.id, requirementId: CAROUSEL.id };
    const videoKey = { brandId: BRAND.id, requirementId: VIDEO.id };
    expect((await panel(CAROUSEL).saveCarouselPlanning(publisher, carouselKey, {})).requirement).toBe(CAROUSEL);
    expect((await panel(VIDEO).saveVideoPlanning(publisher, videoKey, {})).requirement).toBe(VIDEO);
    await expect(panel(VIDEO).saveCarouselPlanning(publisher, videoKey, {})).rejects.toMatchObject({
      kind: 'not-found',
      message: Messages.carousel.requirementNotFound,
    });
    await expect(panel(BLOG).saveVideoPlanning(publisher, videoKey, {})).rejects.toMatchObject({
      kind: 'validation',
      message: Messages.video.notAVideo,
    });
  });
});
