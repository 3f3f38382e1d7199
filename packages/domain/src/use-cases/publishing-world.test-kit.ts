import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { type Brand } from '../brands/brand.js';
import { type LinkedInUseCases } from './linkedin.js';
import { type LinkedInConnection } from '../linkedin/connection.js';
import { type Role } from '../roles/role.js';
import { type SchedulingUseCases } from './scheduling.js';
import { type User } from '../users/user.js';
import { type VerifiedCaller } from '../ports/auth-accounts.js';
import { createTwins, useCasesOver, type Twins } from '../testing/index.js';

/*
 * The people, brands and requirements the scheduling and LinkedIn tests share: a content
 * manager who may send (enviar_a_metricool), a strategist who may only use Redes Sociales,
 * a viewer who may do neither, a disabled user; a brand they are allowed on and one hidden.
 */

export const NOW = new Date('2026-03-10T15:30:00.000Z');
export const FUTURE = new Date('2026-03-20T15:00:00.000Z');
export const BUCKET = 'demo-estudio.appspot.com';

const ROLES: Role[] = [
  {
    id: 'contenido',
    name: 'Gestor de contenido',
    permissions: ['vista_marcas_asignadas', 'enviar_a_metricool'],
    timestamp: null,
  },
  { id: 'estratega', name: 'Estratega', permissions: ['vista_marcas_asignadas', 'estrategia'], timestamp: null },
  { id: 'lector', name: 'Lector', permissions: ['vista_marcas_asignadas'], timestamp: null },
];

const user = (uid: string, email: string, role: string, status: User['status'] = 'active'): User => ({
  uid,
  email,
  firstName: uid,
  lastName: 'Prueba',
  role,
  status,
  createdAt: null,
  lastLoginAt: null,
});

export const CONTENIDO: VerifiedCaller = { uid: 'uid-cami', email: 'cami@estudio.example' };
export const ESTRATEGA: VerifiedCaller = { uid: 'uid-eva', email: 'eva@estudio.example' };
export const LECTOR: VerifiedCaller = { uid: 'uid-leo', email: 'leo@estudio.example' };
export const INACTIVO: VerifiedCaller = { uid: 'uid-off', email: 'off@estudio.example' };
export const DESCONOCIDO: VerifiedCaller = { uid: 'uid-nadie', email: 'nadie@estudio.example' };

const USERS: User[] = [
  user(CONTENIDO.uid, CONTENIDO.email, 'contenido'),
  user(ESTRATEGA.uid, ESTRATEGA.email, 'estratega'),
  user(LECTOR.uid, LECTOR.email, 'lector'),
  user(INACTIVO.uid, INACTIVO.email, 'contenido', 'disabled'),
];

const allowed = [CONTENIDO.email, ESTRATEGA.email, LECTOR.email, INACTIVO.email];

export const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-owner',
  allowedUsers: allowed,
  idMetrics: '42',
  linkedinOrganizationId: '777',
  socialNetworks: ['Instagram', 'Threads', 'LinkedIn', 'YouTube', 'Pinterest', 'TikTok', 'Facebook'],
};
export const SIN_METRICAS: Brand = {
  ...AURORA,
  id: 'b-sin',
  brandName: 'Sin Métricas',
  idMetrics: ' ',
  linkedinOrganizationId: '',
};
export const OCULTA: Brand = { ...AURORA, id: 'b-oculta', brandName: 'Oculta', allowedUsers: [] };

export const storageUrl = (path: string): string =>
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=t`;

const requirement = (id: string, fields: Partial<Requirement> & { number: number; title: string }): Requirement =>
  createRequirement(id, { brandId: 'b-aurora', brand: 'Café Aurora', createdBy: CONTENIDO.email, ...fields });

export const CARRUSEL = requirement('req-c1', {
  number: 1,
  title: 'Carrusel 1 - T1',
  caption: 'Nuevo café de origen',
  imagesAIUrl: [storageUrl('img_carrousels/b-aurora/req-c1/1.png'), storageUrl('img_carrousels/b-aurora/req-c1/2.png')],
  selectedSocialNetwork: ['Instagram', 'Threads'],
  publicationDate: FUTURE,
  collaborators: '@ana',
});
export const VIDEO = requirement('req-v1', {
  number: 2,
  title: 'Video 2 - T1',
  caption: 'Caption del video',
  scripts: [
    { Captacion: 'a', 'Argumento de Venta': 'b', 'Llamada a la acción': 'c' },
    {
      Captacion: 'a',
      'Argumento de Venta': 'b',
      'Llamada a la acción': 'c',
      videoUrl: storageUrl('videos/b-aurora/req-v1/guion2/v.mp4'),
    },
  ],
  videoToPublishIndex: 1,
  selectedSocialNetwork: ['YouTube', 'Instagram'],
  publicationDate: FUTURE,
  videoTitle: 'Nuestro café',
});
export const BLOG = requirement('req-b1', { number: 3, title: 'Blog 3 - T1', caption: 'x' });
export const SIN_METRICAS_C = createRequirement('req-s1', {
  brandId: 'b-sin',
  brand: 'Sin Métricas',
  number: 1,
  title: 'Carrusel 1 - T1',
  createdBy: CONTENIDO.email,
  caption: 'c',
  imagesAIUrl: CARRUSEL.imagesAIUrl,
  selectedSocialNetwork: ['Instagram'],
  publicationDate: FUTURE,
});
export const OCULTA_C = { ...CARRUSEL, brandId: 'b-oculta' };

export const LINKED: LinkedInConnection = {
  connected: true,
  expiresAt: new Date('2026-05-01T00:00:00.000Z'),
  organizationId: '777',
  brandId: 'b-aurora',
  connectedAt: new Date('2026-03-01T00:00:00.000Z'),
  sandbox: false,
  refreshFailed: false,
};

/** The objects the shared requirements' media name, held by the bucket's twin (the scheduler sends only those). */
export const STORED_MEDIA: readonly { readonly path: string; readonly contentType: string }[] = [
  { path: 'img_carrousels/b-aurora/req-c1/1.png', contentType: 'image/png' },
  { path: 'img_carrousels/b-aurora/req-c1/2.png', contentType: 'image/png' },
  { path: 'videos/b-aurora/req-v1/guion2/v.mp4', contentType: 'video/mp4' },
];

/** The twins holding the shared data, with the two server use cases built over them. */
export const publishingWorld = (): {
  adapters: Twins;
  scheduling: SchedulingUseCases;
  linkedIn: LinkedInUseCases;
} => {
  const adapters = createTwins(NOW, {
    roles: ROLES,
    users: USERS,
    brands: [AURORA, SIN_METRICAS, OCULTA],
    requirements: [CARRUSEL, VIDEO, BLOG, SIN_METRICAS_C, OCULTA_C],
  });
  for (const { path, contentType } of STORED_MEDIA)
    adapters.storedMedia.put(path, new Uint8Array([1, 2, 3]), contentType);
  const { scheduling, linkedIn } = useCasesOver(adapters);
  return { adapters, scheduling, linkedIn };
};
