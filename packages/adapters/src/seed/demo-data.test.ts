import {
  ASSIGNABLE_CODE,
  DEFAULT_PERMISSION_CONFIG,
  DEMO_ROLES,
  assignableUsers,
  isPermissionCode,
} from '@estudio/domain/accounts';
import { BLUEPRINT_BLOCK_NAMES, PALETTE_SIZE } from '@estudio/domain/blueprint';
import { blockingFindings } from '@estudio/domain/content';
import { COMMUNICATION_TONES, SOCIAL_NETWORKS, brandStatus } from '@estudio/domain/brands';
import { REQUIREMENT_STATUSES, UNASSIGNED, requirementKind } from '@estudio/domain/requirements';
import { schedulingProblems, supportsContent } from '@estudio/domain/scheduling';
import { isValidColour } from '@estudio/domain/shared';
import { describe, expect, it } from 'vitest';
import { buildDemoDataset, demoDayOf } from './demo-data.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-users.js';

const NOW = new Date('2026-03-15T13:45:00.000Z');
const data = buildDemoDataset(NOW);

const byBrand = (brandId: string) => data.requirements.filter((requirement) => requirement.brandId === brandId);

describe('the demo dataset', () => {
  it('is deterministic: the same day gives equal values', () => {
    expect(buildDemoDataset(new Date('2026-03-15T23:59:59.000Z'))).toEqual(data);
    expect(demoDayOf(NOW).toISOString()).toBe('2026-03-15T00:00:00.000Z');
  });

  it('stores the default permission configuration and the six demo roles with known codes', () => {
    expect(data.permissionConfig).toEqual(DEFAULT_PERMISSION_CONFIG);
    expect(data.roles.map((role) => [role.id, role.name])).toEqual(DEMO_ROLES.map((role) => [role.id, role.name]));
    for (const role of data.roles) {
      expect(role.permissions.length).toBeGreaterThan(0);
      expect(role.permissions.filter((code) => !isPermissionCode(code))).toEqual([]);
      expect(role.timestamp).toBeInstanceOf(Date);
    }
  });

  it('has one active account per role with the demo password, plus one disabled user', () => {
    expect(DEMO_PASSWORD).toBe('Estudio2026!');
    expect(DEMO_ACCOUNTS).toEqual([
      { email: 'admin@estudio.test', password: DEMO_PASSWORD, roleName: 'Superadministrador' },
      { email: 'estratega@estudio.test', password: DEMO_PASSWORD, roleName: 'Estratega' },
      { email: 'disenador@estudio.test', password: DEMO_PASSWORD, roleName: 'Diseñador' },
      { email: 'contenido@estudio.test', password: DEMO_PASSWORD, roleName: 'Gestor de contenido' },
      { email: 'marcas@estudio.test', password: DEMO_PASSWORD, roleName: 'Administrador de marcas' },
      { email: 'revisor@estudio.test', password: DEMO_PASSWORD, roleName: 'Cliente revisor' },
    ]);
    const active = data.users.filter((user) => user.status === 'active');
    expect(new Set(active.map((user) => user.role))).toEqual(new Set(DEMO_ROLES.map((role) => role.id)));
    expect(active).toHaveLength(DEMO_ROLES.length);
    const disabled = data.users.filter((user) => user.status === 'disabled');
    expect(disabled.map((user) => user.email)).toEqual(['inactivo@estudio.test']);
    expect(data.authAccounts.filter((account) => account.disabled).map((account) => account.uid)).toEqual(
      disabled.map((user) => user.uid),
    );
  });

  it('gives every user a unique uid and e-mail, a known role and Spanish names', () => {
    const emails = data.users.map((user) => user.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(data.users.map((user) => user.uid)).size).toBe(data.users.length);
    const roleIds = new Set(data.roles.map((role) => role.id));
    for (const user of data.users) {
      expect(roleIds.has(user.role)).toBe(true);
      expect(user.firstName).not.toBe('');
      expect(user.lastName).not.toBe('');
    }
    expect(data.authAccounts.map((account) => [account.uid, account.email, account.password])).toEqual(
      data.users.map((user) => [user.uid, user.email, DEMO_PASSWORD]),
    );
  });

  it('has at least four brands, one disabled and one without a status field', () => {
    expect(data.brands.length).toBeGreaterThanOrEqual(4);
    expect(data.brands.filter((brand) => brand.status === 'disabled')).toHaveLength(1);
    const withoutStatus = data.brands.filter((brand) => !Object.hasOwn(brand, 'status'));
    expect(withoutStatus).toHaveLength(1);
    expect(brandStatus(withoutStatus[0]!)).toBe('active');
    expect(new Set(data.brands.map((brand) => brand.id)).size).toBe(data.brands.length);
  });

  it('varies owners and allowedUsers over real users, and has one brand with metrics', () => {
    const users = new Map(data.users.map((user) => [user.uid, user]));
    const emails = new Set(data.users.map((user) => user.email));
    expect(new Set(data.brands.map((brand) => brand.owner)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(data.brands.map((brand) => (brand.allowedUsers ?? []).join(','))).size).toBe(data.brands.length);
    for (const brand of data.brands) {
      expect(brand.ownerEmail).toBe(users.get(brand.owner)?.email);
      for (const email of brand.allowedUsers ?? []) expect(emails.has(email)).toBe(true);
    }
    const withMetrics = data.brands.filter((brand) => brand.idMetrics && brand.linkMetrics);
    expect(withMetrics.length).toBeGreaterThanOrEqual(1);
    expect(withMetrics[0]!.linkMetrics).toMatch(/^https:\/\//);
  });

  it('answers the brand DNA questionnaire with the domain options', () => {
    for (const brand of data.brands) {
      expect(brand.missionPurpose).toBeTruthy();
      expect(brand.targetAudience).toBeTruthy();
      expect(COMMUNICATION_TONES).toContain(brand.communicationTone);
      expect(brand.socialNetworks?.length).toBeGreaterThan(0);
      for (const network of brand.socialNetworks ?? []) expect(SOCIAL_NETWORKS).toContain(network);
    }
  });

  it('gives every brand a blueprint with the seven blocks and a five-slot palette', () => {
    expect(data.blueprints.map((blueprint) => blueprint.brandId)).toEqual(data.brands.map((brand) => brand.id));
    for (const blueprint of data.blueprints) {
      expect(Object.keys(blueprint.bloques).sort()).toEqual([...BLUEPRINT_BLOCK_NAMES].sort());
      const colours = blueprint.bloques.sexto_bloque.colors;
      expect(colours).toHaveLength(PALETTE_SIZE);
      for (const slot of colours)
        expect(slot === 'none' || (isValidColour(slot) && /^#[0-9a-f]{6}$/.test(slot))).toBe(true);
      expect(blueprint.updatedAt).toBeInstanceOf(Date);
    }
  });

  it('has at least 60 requirements over all three types and all four statuses', () => {
    expect(data.requirements.length).toBeGreaterThanOrEqual(60);
    expect(new Set(data.requirements.map((requirement) => requirementKind(requirement.title)))).toEqual(
      new Set(['carrousel', 'video', 'blog']),
    );
    expect(new Set(data.requirements.map((requirement) => requirement.status))).toEqual(new Set(REQUIREMENT_STATUSES));
    for (const requirement of data.requirements) {
      expect(requirement.title).toMatch(new RegExp(`^(Carrusel|Video|Blog) ${requirement.number} - T\\d$`));
      expect(requirement.caption.length).toBeGreaterThan(20);
    }
  });

  it('numbers each brand contiguously from 1, with unique ids', () => {
    for (const brand of data.brands) {
      const requirements = byBrand(brand.id);
      const numbers = requirements.map((requirement) => requirement.number);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      expect(new Set(requirements.map((requirement) => requirement.id)).size).toBe(requirements.length);
      for (const requirement of requirements) expect(requirement.brand).toBe(brand.brandName);
    }
    expect(new Set(data.requirements.map((requirement) => requirement.brandId)).size).toBeGreaterThanOrEqual(4);
  });

  it('assigns only assignable users or Por asignar, and varies the assignees', () => {
    expect(data.roles.filter((role) => role.permissions.includes(ASSIGNABLE_CODE)).map((role) => role.id)).toEqual([
      'disenador',
      'gestor-contenido',
    ]);
    const assignable = new Set(assignableUsers(data.users, data.roles).map((user) => user.email));
    expect(assignable).toEqual(new Set(['disenador@estudio.test', 'contenido@estudio.test']));
    const assignees = new Set(data.requirements.map((requirement) => requirement.assignedTo));
    for (const assignee of assignees) expect(assignee === UNASSIGNED || assignable.has(assignee)).toBe(true);
    expect(assignees).toEqual(new Set([...assignable, UNASSIGNED]));
  });

  it('dates each requirement in order, in the past, and by its status history', () => {
    const now = NOW.getTime();
    const created = new Set<number>();
    for (const requirement of data.requirements) {
      const createdAt = requirement.createdAt!.getTime();
      created.add(createdAt);
      expect(createdAt).toBeLessThan(now);
      if (requirement.updatedAt !== null) {
        expect(requirement.updatedAt.getTime()).toBeGreaterThanOrEqual(createdAt);
        expect(requirement.updatedAt.getTime()).toBeLessThan(now);
      }
      if (requirement.inDesignAt !== null) {
        expect(requirement.inDesignAt.getTime()).toBeGreaterThanOrEqual(createdAt);
        expect(requirement.inDesignAt.getTime()).toBeLessThanOrEqual(requirement.updatedAt!.getTime());
      }
      const wentThroughDesign = requirement.status === 'En diseño' || requirement.status === 'Finalizado';
      expect(requirement.inDesignAt !== null).toBe(wentThroughDesign);
      if (requirement.status !== 'Pendiente') expect(requirement.updatedAt).not.toBeNull();
    }
    expect(created.size).toBeGreaterThanOrEqual(4);
    expect(new Set(data.requirements.map((requirement) => requirement.updatedAt?.getTime())).size).toBeGreaterThan(20);
  });

  it('fills the content a requirement has reached: guides, scripts, articles', () => {
    const started = data.requirements.filter((requirement) => requirement.status !== 'Pendiente');
    for (const requirement of started) {
      const kind = requirementKind(requirement.title);
      if (kind === 'carrousel') expect(requirement.instructions).toHaveLength(3);
      if (kind === 'video') expect(requirement.scripts).toHaveLength(3);
    }
    const finishedBlogs = data.requirements.filter(
      (requirement) => requirement.status === 'Finalizado' && requirementKind(requirement.title) === 'blog',
    );
    expect(finishedBlogs.length).toBeGreaterThan(0);
    for (const blog of finishedBlogs) expect(blog.article.length).toBeGreaterThan(0);
  });

  describe('ready to schedule', () => {
    const { carousel, video } = data.readyToSchedule;
    const requirementAt = (key: { brandId: string; requirementId: string }) => {
      const found = data.requirements.find((r) => r.brandId === key.brandId && r.id === key.requirementId);
      if (found === undefined) throw new Error(`no ${key.requirementId}`);
      return found;
    };
    const brand = data.brands.find((candidate) => candidate.id === carousel.brandId);
    const DAY_MS = 86_400_000;

    it('is on Café Cumbre Andina: Metricool blog 4187263, the Estratega owns it, Diseñador, Contenido and the reviewer assigned', () => {
      expect(carousel.brandId).toBe('demo-cafe-cumbre-andina');
      expect(video.brandId).toBe(carousel.brandId);
      expect(brand).toMatchObject({
        idMetrics: '4187263',
        owner: 'demo-estratega',
        allowedUsers: ['disenador@estudio.test', 'contenido@estudio.test', 'revisor@estudio.test'],
      });
      // Off by default: the approval journey turns it on (docs/product.md, "Approval").
      expect(brand?.requiresApproval).toBeUndefined();
    });

    it('has a finished carousel with images, caption, carousel networks the brand has and a future date', () => {
      const ready = requirementAt(carousel);
      expect(requirementKind(ready.title)).toBe('carrousel');
      expect(ready.status).toBe('Finalizado');
      expect(ready.caption.trim()).not.toBe('');
      expect(ready.imagesAIUrl).toHaveLength(3);
      expect(ready.imagesAIUrl.map((url) => decodeURIComponent(url))).toEqual(
        [1, 2, 3].map((n) =>
          expect.stringContaining(`img_carrousels/${carousel.brandId}/${carousel.requirementId}/tarjeta-${n}.png`),
        ),
      );
      expect(ready.selectedSocialNetwork.length).toBeGreaterThan(0);
      for (const network of ready.selectedSocialNetwork) {
        expect(brand?.socialNetworks).toContain(network);
        expect(supportsContent(network, 'carousel')).toBe(true);
      }
      const date = ready.publicationDate?.getTime() ?? 0;
      expect(date).toBeGreaterThan(NOW.getTime() + DAY_MS);
      expect(date).toBeLessThan(NOW.getTime() + 7 * DAY_MS);
    });

    it('has a finished video whose chosen script holds an uploaded video, with networks, title and a future date', () => {
      const ready = requirementAt(video);
      expect(requirementKind(ready.title)).toBe('video');
      const chosen = ready.scripts[ready.videoToPublishIndex];
      expect(decodeURIComponent(chosen?.videoUrl ?? '')).toContain(
        `videos/${video.brandId}/${video.requirementId}/guion1/video-guion-1.mp4`,
      );
      for (const network of ready.selectedSocialNetwork) {
        expect(brand?.socialNetworks).toContain(network);
        expect(supportsContent(network, 'video')).toBe(true);
      }
      expect(ready.selectedSocialNetwork).toContain('YouTube');
      expect(ready.videoTitle.trim()).not.toBe('');
      expect(ready.publicationDate?.getTime() ?? 0).toBeGreaterThan(NOW.getTime() + DAY_MS);
    });

    it('passes the pre-flight checks at the seed time and days later, with no LinkedIn connection', () => {
      if (brand === undefined) throw new Error('no brand');
      for (const at of [NOW, new Date(NOW.getTime() + 2 * DAY_MS)]) {
        expect(
          schedulingProblems({
            kind: 'carousel',
            brand,
            requirement: requirementAt(carousel),
            now: at,
            linkedIn: null,
          }),
        ).toEqual([]);
        expect(
          schedulingProblems({ kind: 'video', brand, requirement: requirementAt(video), now: at, linkedIn: null }),
        ).toEqual([]);
      }
    });

    it('has no blocking finding of the brand review, so sending them asks for no override', () => {
      if (brand === undefined) throw new Error('no brand');
      expect(blockingFindings(requirementAt(carousel), brand)).toEqual([]);
      expect(blockingFindings(requirementAt(video), brand)).toEqual([]);
    });

    it('ships the media as real files: PNG cards and an MP4 video', () => {
      const bytesOf = (path: string) =>
        Buffer.from(data.media.find((file) => file.path.endsWith(path))?.base64 ?? '', 'base64');
      for (const n of [1, 2, 3]) {
        expect(bytesOf(`tarjeta-${n}.png`).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      }
      // An ISO base media file: its first box is 'ftyp'.
      expect(bytesOf('video-guion-1.mp4').subarray(4, 8).toString('latin1')).toBe('ftyp');
    });

    it('points the media at the Storage emulator it is given', () => {
      const elsewhere = buildDemoDataset(NOW, { host: '127.0.0.1:11300', bucket: 'demo-estudio-2101.appspot.com' });
      expect(requirementAt(carousel).imagesAIUrl[0]).toContain(
        'http://127.0.0.1:9199/v0/b/demo-estudio.appspot.com/o/',
      );
      const moved = elsewhere.requirements.find(
        (r) => r.id === carousel.requirementId && r.brandId === carousel.brandId,
      );
      expect(moved?.imagesAIUrl[0]).toContain('http://127.0.0.1:11300/v0/b/demo-estudio-2101.appspot.com/o/');
    });
  });
});

describe('the demo\'s send records (docs/product.md, "Envíos")', () => {
  it('holds one sent, one refused and one failed send, each of a requirement of its brand and kind, before now', () => {
    expect(data.sends.map((send) => send.outcome)).toEqual(['sent', 'refused', 'failed']);
    for (const send of data.sends) {
      const requirement = byBrand(send.brandId).find((item) => item.id === send.requirementId);
      expect(requirement?.title).toBe(send.title);
      expect(requirementKind(send.title)).toBe(send.kind === 'video' ? 'video' : 'carrousel');
      expect(send.at.getTime()).toBeLessThan(NOW.getTime());
      expect(DEMO_ACCOUNTS.map((account) => account.email)).toContain(send.by.email);
    }
    const [sent, refused, failed] = data.sends;
    expect(sent).toMatchObject({ postId: expect.any(String), reasons: [] });
    expect(refused?.reasons.length).toBeGreaterThan(0);
    expect(failed).toMatchObject({ postId: null, status: 503 });
  });
});

describe('the demo\'s comments (docs/product.md, "Comments")', () => {
  it("are written by people allowed on the brand, mention only them, on one of the brand's requirements or guide blocks", () => {
    expect(data.comments.map((comment) => comment.id)).toEqual(['demo-comment-1', 'demo-comment-2', 'demo-comment-3']);
    for (const comment of data.comments) {
      const brand = data.brands.find((candidate) => candidate.id === comment.brandId);
      const allowed = [...(brand?.allowedUsers ?? []), brand?.ownerEmail];
      expect(allowed).toContain(comment.author.email);
      for (const person of comment.mentions) {
        expect(allowed).toContain(person.email);
        expect(comment.text).toContain(`@${person.name}`);
      }
      if (comment.target.kind === 'requirement') {
        expect(byBrand(comment.brandId).some((item) => item.id === comment.target.id)).toBe(true);
      }
      expect(comment.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
  });
});
