import { DEFAULT_PERMISSION_CONFIG, DEMO_ROLES, fullName } from '@estudio/domain/accounts';
import { createBlueprint } from '@estudio/domain/blueprint';
import {
  CONTENT_GRID,
  REQUIREMENT_STATUSES,
  UNASSIGNED,
  createRequirement,
  planContentGrid,
} from '@estudio/domain/requirements';
import { networksFor, type SendRecord } from '@estudio/domain/scheduling';
import type { PermissionCode, PermissionKey, Role, User } from '@estudio/domain/accounts';
import type { Blueprint } from '@estudio/domain/blueprint';
import type { Brand } from '@estudio/domain/brands';
import type { Comment, Script } from '@estudio/domain/content';
import type { Requirement, RequirementStatus } from '@estudio/domain/requirements';
import { DEMO_BRAND_PROFILES } from './demo-brands.js';
import { demoSends } from './demo-sends.js';
import { demoComments } from './demo-comments.js';
import {
  DEFAULT_DEMO_MEDIA_LOCATION,
  DEMO_CARD_PNGS,
  DEMO_SCRIPT_VIDEO_MP4,
  demoMediaUrl,
  type DemoMediaFile,
  type DemoMediaLocation,
} from './demo-media.js';
import type { DemoBrandProfile, DemoGrid, DemoTopic } from './demo-brands.js';
import { DEMO_PASSWORD, DEMO_PEOPLE, demoPerson } from './demo-users.js';

/*
 * The demo dataset of the local stack and `estudio seed`, as plain domain values. Every id
 * is fixed and every date is a fixed offset from the seed's day, so building it twice on
 * the same day gives equal values and seeding it twice changes nothing.
 */

/** A sign-in account of the dataset (Firebase Auth), one per user record. */
export interface DemoAuthAccount {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly displayName: string;
  readonly disabled: boolean;
}

export interface DemoDataset {
  /** config/permissions. */
  readonly permissionConfig: Readonly<Record<PermissionKey, readonly PermissionCode[]>>;
  /** Every demo role has its timestamp. */
  readonly roles: readonly (Role & { readonly timestamp: Date })[];
  readonly users: readonly User[];
  readonly authAccounts: readonly DemoAuthAccount[];
  readonly brands: readonly Brand[];
  readonly blueprints: readonly Blueprint[];
  readonly requirements: readonly Requirement[];
  /** brands/{id}/sends: a sent, a refused and a failed send of Café Cumbre Andina (demo-sends.ts). */
  readonly sends: readonly SendRecord[];
  /** brands/{id}/comments: a short conversation on a carousel and a note on a guide block (demo-comments.ts). */
  readonly comments: readonly Comment[];
  /** The files the seed uploads to Storage (the ready-to-schedule carousel's cards and video). */
  readonly media: readonly DemoMediaFile[];
  /** One requirement per content type ready to send to scheduling (docs/product.md, "Demo data"). */
  readonly readyToSchedule: { readonly carousel: DemoRequirementKey; readonly video: DemoRequirementKey };
}

/** Where a requirement is. */
export interface DemoRequirementKey {
  readonly brandId: string;
  readonly requirementId: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The day the dates are counted from: midnight UTC of `now`. Anchoring to the day, not the
 * instant, keeps a re-seed later the same day (a second `npm start`) a no-op.
 */
export const demoDayOf = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

const STATUS_LETTERS: Readonly<Record<string, RequirementStatus>> = {
  P: REQUIREMENT_STATUSES[0],
  S: REQUIREMENT_STATUSES[1],
  E: REQUIREMENT_STATUSES[2],
  F: REQUIREMENT_STATUSES[3],
};

const statusOf = (letter: string): RequirementStatus => {
  const status = STATUS_LETTERS[letter];
  if (status === undefined) throw new Error(`Unknown demo status letter: ${letter}`);
  return status;
};

const topicAt = (topics: readonly DemoTopic[], index: number, brand: DemoBrandProfile): DemoTopic => {
  const topic = topics[index];
  if (topic === undefined) throw new Error(`Demo brand ${brand.id} has too few topics for its grids`);
  return topic;
};

type GridKind = (typeof CONTENT_GRID)[number]['kind'];

const kindAt = (position: number): GridKind => {
  let end = 0;
  for (const part of CONTENT_GRID) {
    end += part.count;
    if (position < end) return part.kind;
  }
  throw new RangeError(`Position ${position} is outside the content grid`);
};

const topicsOf = (brand: DemoBrandProfile, kind: GridKind): readonly DemoTopic[] =>
  kind === 'carrousel' ? brand.topics.carrusel : kind === 'video' ? brand.topics.video : brand.topics.blog;

/**
 * Who works on it: designers take carousels, the content manager videos and blogs; a few
 * carousels go to the content manager for their copy, and part of the pending ones are
 * still unassigned.
 */
const assigneeFor = (kind: GridKind, status: RequirementStatus, position: number): string => {
  if (status === 'Pendiente' && position % 3 !== 1) return UNASSIGNED;
  if (kind === 'carrousel') {
    return demoPerson(position % 4 === 3 ? 'contenido' : 'disenador').email;
  }
  return demoPerson(kind === 'video' && position % 5 === 2 ? 'disenador' : 'contenido').email;
};

interface Timeline {
  readonly updatedAt: Date | null;
  readonly inDesignAt: Date | null;
}

/** Dates that follow the status history: created, then (in design), then last change. */
const timelineFor = (status: RequirementStatus, assigned: boolean, createdAt: Date, position: number): Timeline => {
  const after = (days: number, hours: number): Date =>
    new Date(createdAt.getTime() + days * DAY + hours * HOUR + position * 7 * 60_000);
  switch (status) {
    case 'Pendiente':
      return { updatedAt: assigned ? after(1 + (position % 3), 2) : null, inDesignAt: null };
    case 'Solicitar diseño':
      return { updatedAt: after(2 + (position % 4), 3), inDesignAt: null };
    case 'En diseño': {
      const inDesignAt = after(3 + (position % 5), 4);
      return { updatedAt: inDesignAt, inDesignAt };
    }
    case 'Finalizado': {
      const inDesignAt = after(2 + (position % 4), 5);
      return { updatedAt: new Date(inDesignAt.getTime() + (2 + (position % 3)) * DAY + HOUR), inDesignAt };
    }
  }
};

const caption = (brand: DemoBrandProfile, topic: DemoTopic): string =>
  `${topic.texto}\n\n${brand.callToAction}\n\n${brand.hashtags}`;

const firstColour = (brand: DemoBrandProfile, skip: number): string =>
  brand.blocks.sexto_bloque.colors.filter((slot) => slot !== 'none')[skip] ?? 'el color principal';

/** The three design guides of a carousel, once design has been requested. */
const designGuides = (
  brand: DemoBrandProfile,
  topic: DemoTopic,
): Pick<Requirement, 'instructions' | 'suggestedWords'> => ({
  instructions: [
    `Portada con el titular «${topic.tema}» sobre ${firstColour(brand, 0)} y una fotografía real de apoyo.`,
    `Interior con tres ideas clave en frases cortas, iconos lineales y fondo ${firstColour(brand, 1)}.`,
    'Cierre con la llamada a la acción y el logotipo centrado, con al menos 10 píxeles de margen alrededor del texto.',
  ],
  suggestedWords: [topic.tema, brand.blocks.tercer_bloque.mensaje_clave, 'Guárdalo y compártelo'],
});

/** Three scripts of a video (Guión 1..3), once it has left Pendiente. */
const videoScripts = (brand: DemoBrandProfile, topic: DemoTopic): Script[] => [
  {
    Captacion: `${topic.tema}: lo que casi nadie te cuenta.`,
    'Argumento de Venta': topic.texto,
    'Llamada a la acción': brand.callToAction,
  },
  {
    Captacion: `Un minuto para descubrir esto: ${topic.tema}.`,
    'Argumento de Venta': `${topic.texto} ${brand.dna.diferences ?? ''}`.trim(),
    'Llamada a la acción': 'Síguenos para ver más y comparte este video con quien lo necesite.',
  },
  {
    Captacion: `Así es ${brand.brandName} por dentro.`,
    'Argumento de Venta': `${brand.blocks.tercer_bloque.mensaje_clave} ${topic.texto}`,
    'Llamada a la acción': brand.callToAction,
  },
];

/** The article of a blog once it is being produced. */
const blogArticle = (brand: DemoBrandProfile, topic: DemoTopic): Requirement['article'] => [
  { sectionTitle: 'Introducción', text: topic.texto },
  { sectionTitle: topic.tema, text: `${brand.dna.missionPurpose ?? ''} ${brand.dna.diferences ?? ''}`.trim() },
  { sectionTitle: 'Conclusión', text: `${brand.blocks.tercer_bloque.mensaje_clave} ${brand.callToAction}` },
];

const hashtagWords = (brand: DemoBrandProfile): string[] =>
  brand.hashtags
    .split(/\s+/)
    .map((tag) => tag.replace(/^#/, ''))
    .filter((tag) => tag !== '');

/** The publishing plan of a finished carousel or video: the brand's networks for its kind. */
const publicationPlan = (
  brand: DemoBrandProfile,
  kind: GridKind,
  topic: DemoTopic,
  updatedAt: Date,
): Partial<Requirement> => {
  const networks = networksFor(brand.dna, kind === 'carrousel' ? 'carousel' : 'video');
  return {
    selectedSocialNetwork: networks,
    publicationDate: new Date(updatedAt.getTime() + 2 * DAY),
    ...(networks.includes('YouTube') ? { videoTitle: topic.tema, youtubeTags: hashtagWords(brand) } : {}),
    ...(networks.includes('LinkedIn') ? { documentTitle: topic.tema } : {}),
  };
};

/** What a requirement holds beyond the list fields, by how far it has gone. */
const contentFor = (
  brand: DemoBrandProfile,
  kind: GridKind,
  status: RequirementStatus,
  topic: DemoTopic,
  updatedAt: Date | null,
): Partial<Requirement> => {
  const started = status !== 'Pendiente';
  const produced = status === 'En diseño' || status === 'Finalizado';
  return {
    caption: caption(brand, topic),
    ...(kind === 'carrousel' && started ? designGuides(brand, topic) : {}),
    ...(kind === 'video' && started ? { scripts: videoScripts(brand, topic) } : {}),
    ...(kind === 'blog' && produced ? { article: blogArticle(brand, topic) } : {}),
    ...(status === 'Finalizado' && kind !== 'blog' && updatedAt !== null
      ? publicationPlan(brand, kind, topic, updatedAt)
      : {}),
  };
};

/** Fixed requirement ids: the brand's path already scopes them. */
export const demoRequirementId = (number: number): string => `demo-req-${String(number).padStart(3, '0')}`;

const gridRequirements = (
  brand: DemoBrandProfile,
  grid: DemoGrid,
  gridIndex: number,
  existingCount: number,
  day: Date,
): Requirement[] => {
  const createdAt = new Date(day.getTime() - grid.daysAgo * DAY + 9 * HOUR);
  const plan = planContentGrid({
    brandId: brand.id,
    brandName: brand.brandName,
    existingCount,
    createdBy: demoPerson(grid.generatedBy).email,
    createdAt,
  });
  if (grid.statuses.length !== plan.length) {
    throw new Error(`Demo grid ${gridIndex} of ${brand.id} needs ${plan.length} statuses`);
  }
  const kindSeen: Record<GridKind, number> = { carrousel: 0, video: 0, blog: 0 };
  return plan.map((planned, position) => {
    const kind = kindAt(position);
    const perGrid = CONTENT_GRID.find((part) => part.kind === kind)?.count ?? 0;
    const topic = topicAt(topicsOf(brand, kind), gridIndex * perGrid + kindSeen[kind], brand);
    kindSeen[kind] += 1;
    const status = statusOf(grid.statuses.charAt(position));
    const assignedTo = assigneeFor(kind, status, position);
    const timeline = timelineFor(status, assignedTo !== UNASSIGNED, createdAt, position);
    return createRequirement(demoRequirementId(planned.number), {
      ...planned,
      status,
      assignedTo,
      ...timeline,
      ...contentFor(brand, kind, status, topic, timeline.updatedAt),
    });
  });
};

const brandRequirements = (brand: DemoBrandProfile, day: Date): Requirement[] =>
  brand.grids.reduce<Requirement[]>(
    (all, grid, gridIndex) => [...all, ...gridRequirements(brand, grid, gridIndex, all.length, day)],
    [],
  );

const daysBefore = (day: Date, days: number, hours: number): Date =>
  new Date(day.getTime() - days * DAY + hours * HOUR);

const brandOf = (profile: DemoBrandProfile, day: Date): Brand => {
  const owner = demoPerson(profile.owner);
  return {
    id: profile.id,
    brandName: profile.brandName,
    owner: owner.uid,
    ownerEmail: owner.email,
    // Absent, not undefined: the point of this brand is a document without the field.
    ...(profile.status === undefined ? {} : { status: profile.status }),
    allowedUsers: profile.allowedUsers.map((key) => demoPerson(key).email),
    ...(profile.idMetrics === undefined ? {} : { idMetrics: profile.idMetrics }),
    ...(profile.linkMetrics === undefined ? {} : { linkMetrics: profile.linkMetrics }),
    ...(profile.linkedinOrganizationId === undefined ? {} : { linkedinOrganizationId: profile.linkedinOrganizationId }),
    ...profile.dna,
    createdAt: daysBefore(day, profile.createdDaysAgo, 10),
    updatedAt: daysBefore(day, profile.updatedDaysAgo, 16),
  };
};

/**
 * The ready-to-schedule requirements: the finished carousel and video of Café Cumbre
 * Andina's latest grid (a brand with Metricool's blog id, owned by the Estratega and
 * assigned to the Diseñador and the Gestor de contenido), with their media uploaded and a
 * publication date three and four days after the seed's day, at 10:00 in Bogotá.
 */
const READY_BRAND = 'demo-cafe-cumbre-andina';
const READY_CAROUSEL = demoRequirementId(15);
const READY_VIDEO = demoRequirementId(21);
const BOGOTA_TEN_AM_UTC_HOURS = 15;

const readyMedia = (): DemoMediaFile[] => [
  ...DEMO_CARD_PNGS.map((base64, index) => ({
    path: `img_carrousels/${READY_BRAND}/${READY_CAROUSEL}/tarjeta-${index + 1}.png`,
    contentType: 'image/png',
    base64,
  })),
  {
    path: `videos/${READY_BRAND}/${READY_VIDEO}/guion1/video-guion-1.mp4`,
    contentType: 'video/mp4',
    base64: DEMO_SCRIPT_VIDEO_MP4,
  },
];

const readyToSchedule = (
  requirement: Requirement,
  brand: Brand | undefined,
  day: Date,
  location: DemoMediaLocation,
): Requirement => {
  if (requirement.brandId !== READY_BRAND || brand === undefined) return requirement;
  const media = readyMedia();
  const at = (days: number): Date => new Date(day.getTime() + days * DAY + BOGOTA_TEN_AM_UTC_HOURS * HOUR);
  if (requirement.id === READY_CAROUSEL) {
    const cards = media.filter((file) => file.contentType === 'image/png');
    return {
      ...requirement,
      imagesAIUrl: cards.map((file) => demoMediaUrl(location, file.path)),
      selectedSocialNetwork: networksFor(brand, 'carousel'),
      publicationDate: at(3),
    };
  }
  if (requirement.id === READY_VIDEO) {
    const video = media.find((file) => file.contentType === 'video/mp4');
    const [first, ...others] = requirement.scripts;
    if (video === undefined || first === undefined) return requirement;
    return {
      ...requirement,
      scripts: [{ ...first, videoUrl: demoMediaUrl(location, video.path) }, ...others],
      videoToPublishIndex: 0,
      selectedSocialNetwork: networksFor(brand, 'video'),
      publicationDate: at(4),
    };
  }
  return requirement;
};

/**
 * The whole demo dataset, its dates counted back from the day of `now`; media URLs point at
 * `media` (the default stack's Storage emulator unless told otherwise).
 */
export const buildDemoDataset = (now: Date, media: DemoMediaLocation = DEFAULT_DEMO_MEDIA_LOCATION): DemoDataset => {
  const day = demoDayOf(now);
  const roles: DemoDataset['roles'] = DEMO_ROLES.map((role) => ({
    id: role.id,
    name: role.name,
    permissions: [...role.permissions],
    timestamp: daysBefore(day, 200, 9),
  }));
  const users: User[] = DEMO_PEOPLE.map((person) => ({
    uid: person.uid,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role,
    status: person.status,
    createdAt: daysBefore(day, person.createdDaysAgo, 8),
    lastLoginAt: person.lastLoginDaysAgo === null ? null : daysBefore(day, person.lastLoginDaysAgo, 14),
  }));
  const authAccounts: DemoAuthAccount[] = users.map((user) => ({
    uid: user.uid,
    email: user.email,
    password: DEMO_PASSWORD,
    displayName: fullName(user),
    disabled: user.status === 'disabled',
  }));
  const brands = DEMO_BRAND_PROFILES.map((profile) => brandOf(profile, day));
  const readyBrand = brands.find((brand) => brand.id === READY_BRAND);
  const requirements = DEMO_BRAND_PROFILES.flatMap((profile) => brandRequirements(profile, day)).map((requirement) =>
    readyToSchedule(requirement, readyBrand, day, media),
  );
  return {
    permissionConfig: DEFAULT_PERMISSION_CONFIG,
    roles,
    users,
    authAccounts,
    brands,
    blueprints: DEMO_BRAND_PROFILES.map((profile) =>
      createBlueprint(profile.id, profile.blocks, daysBefore(day, profile.blueprintDaysAgo, 11)),
    ),
    requirements,
    sends: demoSends(requirements, day),
    comments: demoComments(day),
    media: readyMedia(),
    readyToSchedule: {
      carousel: { brandId: READY_BRAND, requirementId: READY_CAROUSEL },
      video: { brandId: READY_BRAND, requirementId: READY_VIDEO },
    },
  };
};
