// The rules suites' data: the brands, requirements, blueprints and users the matrix reads
// and writes, the values its per-field rows write, and seed(), which writes them all.
import { DEFAULT_PERMISSION_CONFIG, DEMO_ROLES } from '@estudio/domain/accounts';
import type { Blueprint } from '@estudio/domain/blueprint';
import type { Brand } from '@estudio/domain/brands';
import type { Requirement } from '@estudio/domain/requirements';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, writeBatch } from 'firebase/firestore';
import { ACTORS, METRICS_ONLY_ROLE, actorByKey, demoRoleId, firestoreOf } from './support.js';
import type { ActorKey } from './support.js';

export const BEFORE = Timestamp.fromMillis(Date.UTC(2026, 0, 15, 10, 0, 0));

const emails = (...keys: ActorKey[]): string[] => keys.map((key) => actorByKey(key).email);

/** Owner of the brands no demo user owns. */
export const OUTSIDER_UID = 'u-externo';
/** Another active user (Diseñador) whose record the admins edit. */
export const TARGET_UID = 'u-objetivo';

/**
 * brands/{id}: who may see each one follows from owner and allowedUsers.
 *   b-todos      nobody's, no allowedUsers          -> ADMIN_BRANDS_ALL only
 *   b-asignada   allowedUsers: every signed-in cast  -> ALL, and ASSIGNED holders
 *   b-estratega  owner: Estratega                    -> ALL, and Estratega (OWNER)
 *   b-marcas     owner: Adm. de marcas, no status,   -> ALL, Adm. de marcas (OWNER),
 *                allowedUsers: Diseñador                Diseñador (ASSIGNED)
 *   b-nueva      like b-asignada, without blueprint  -> for the blueprint creation
 */
export const BRANDS: Readonly<Record<string, Record<string, unknown>>> = {
  'b-todos': { brandName: 'Marca Todos', owner: OUTSIDER_UID, allowedUsers: [], status: 'active' },
  'b-asignada': {
    brandName: 'Marca Asignada',
    owner: OUTSIDER_UID,
    allowedUsers: emails('estratega', 'disenador', 'gestor', 'marcas', 'revisor', 'metricas', 'disabled', 'nodoc'),
    status: 'active',
    missionPurpose: 'Inspirar',
  },
  'b-estratega': { brandName: 'Marca Estratega', owner: 'u-estratega', allowedUsers: [], status: 'active' },
  'b-marcas': { brandName: 'Marca de Marcas', owner: 'u-marcas', allowedUsers: emails('disenador') },
  'b-nueva': {
    brandName: 'Marca Nueva',
    owner: OUTSIDER_UID,
    allowedUsers: emails('estratega', 'disenador', 'gestor', 'marcas', 'revisor'),
    status: 'active',
  },
};

const requirement = (brandId: string, brand: string, number: number, status: string): Record<string, unknown> => ({
  title: `Carrusel ${number} - T1`,
  // Written by the server that creates it, as the path names it (docs/product.md, "Data model").
  brandId,
  brand,
  number,
  createdBy: 'estratega@estudio.test',
  status,
  assignedTo: 'Por asignar',
  caption: 'Texto del carrusel',
  instructions: ['Guía 1'],
  suggestedWords: ['palabra'],
  imagesAIUrl: [],
  validation: {},
  // New guides the model proposed, awaiting 'Reemplazar' or 'Descartar' (docs/product.md, "Carousels").
  guidesProposal: {
    instructions: ['Propuesta 1', 'Propuesta 2', 'Propuesta 3'],
    suggestedWords: ['p', 'p', 'p'],
    at: BEFORE,
  },
  guidesReplaced: null,
  // What an accepted AI image replaced on card 1, kept for 'Deshacer' (docs/product.md, "Carousels").
  imagesReplaced: { '0': { previous: '', accepted: 'https://img.test/ia.png' } },
  article: [],
  videoUrl: '',
  videoData: null,
  // An accepted AI image, the one it replaced kept for 'Deshacer' (docs/product.md, "Blog articles").
  imageAIUrl: 'https://img.test/ia-0.png',
  imageReplaced: { previous: '', accepted: 'https://img.test/ia-0.png' },
  scripts: [],
  videoToPublishIndex: 0,
  scheduledPost: null,
  createdAt: BEFORE,
  updatedAt: BEFORE,
  inDesignAt: null,
});

const blueprint = (): Record<string, unknown> => ({
  bloques: { segundo_bloque: { mision_y_proposito: { mision: 'M', proposito: 'P' } } },
  updatedAt: BEFORE,
  // A regenerated guide awaiting 'Reemplazar' or 'Descartar' (docs/product.md, "Communication guide (blueprint)").
  proposal: {
    bloques: { segundo_bloque: { mision_y_proposito: { mision: 'Propuesta', proposito: 'P' } } },
    at: BEFORE,
  },
  replaced: null,
});

/** A moment other than BEFORE, for the date fields the per-field rows write. */
export const LATER = Timestamp.fromMillis(Date.UTC(2026, 1, 1, 9, 30, 0));

/** A changedBy stamp as a server command writes it (domain/src/shared/change-stamp.ts). */
const STAMP = { uid: 'u-admin', email: 'admin@estudio.test', at: LATER };

/** A brand review as guard/score writes it (docs/product.md, "Revisión de marca"), on r-1 and as its history entry. */
const BRAND_REVIEW = {
  score: 82,
  passed: true,
  criteria: [{ criterion: 'tono', score: 82, reason: 'Cercano.' }],
  claims: [{ text: 'el mejor', field: null, span: null, source: null }],
  findings: 0,
  blocking: 0,
  textDigest: 'd-1',
  at: LATER,
  by: { uid: 'u-gestor', email: 'contenido@estudio.test' },
};

/** A review record as the review commands write it (domain/src/review/review.ts). */
const REVIEW = {
  state: 'aprobado',
  version: 'v-1',
  parts: { texto: 'd-1' },
  comment: '',
  history: [
    { action: 'approve', uid: 'u-revisor', email: 'revisor@estudio.test', at: LATER, version: 'v-1', comment: '' },
  ],
};

/**
 * A value for every field of a requirement document but the status change's (status,
 * updatedAt, inDesignAt): each differs from what the seed stores in r-1, so a write of it
 * changes that field. Typed against Requirement, so a field added there must be named
 * here and gets its own refusal row in the matrix. Every one is a server command's to
 * write (docs/product.md, "Data model").
 */
export const REQUIREMENT_FIELD_WRITES: Readonly<
  Record<Exclude<keyof Requirement, 'id' | 'status' | 'updatedAt' | 'inDesignAt'>, unknown>
> = {
  // The brand the active list's collection-group reads go by: a browser naming another brand
  // there could read its requirement under a brand it sees.
  brandId: 'b-todos',
  title: 'Carrusel 9 - T1',
  brand: 'Marca Todos',
  number: 99,
  createdBy: 'otro@estudio.test',
  createdAt: LATER,
  assignedTo: 'disenador@estudio.test',
  caption: 'Nuevo texto',
  instructions: ['G1', 'G2', 'G3'],
  suggestedWords: ['a', 'b', 'c'],
  imagesAIUrl: ['https://img.test/1.png'],
  // The seed holds card 1's validation: even dropping it is the server's (with the new image).
  validation: {},
  guidesProposal: { instructions: ['P1', 'P2', 'P3'], suggestedWords: ['a', 'b', 'c'], at: LATER },
  guidesReplaced: { instructions: ['G1', 'G2', 'G3'], suggestedWords: ['a', 'b', 'c'], at: LATER },
  imagesReplaced: { '1': { previous: 'https://img.test/1.png', accepted: 'https://img.test/2.png' } },
  article: [{ sectionTitle: 'T', text: 'x' }],
  videoUrl: 'https://video.test/a.mp4',
  videoData: { file_uri: 'https://video.test/a.mp4', analysis: 'Resumen' },
  imageAIUrl: 'https://img.test/a.png',
  imageReplaced: { previous: 'https://img.test/antes.png', accepted: 'https://img.test/a.png' },
  scripts: [{ Captacion: 'a', 'Argumento de Venta': 'b', 'Llamada a la acción': 'c', videoUrl: '' }],
  videoToPublishIndex: 1,
  selectedSocialNetwork: ['Instagram'],
  publicationDate: LATER,
  collaborators: 'ana',
  documentTitle: 'Documento',
  allowComments: false,
  autoAddMusic: false,
  brandMention: false,
  videoTitle: 'Título',
  youtubeTags: ['etiqueta'],
  pinBoardId: 'tablero',
  pinTitle: 'Pin',
  pinLink: 'https://pin.test/a',
  pinNewFormat: true,
  draftMode: false,
  firstComment: 'Primer comentario nuevo',
  scheduledPost: {
    postId: '99',
    sentAt: LATER,
    digest: 'abc',
    kind: 'carousel',
    networks: ['Instagram'],
    by: { uid: 'u-gestor', email: 'contenido@estudio.test' },
    sandbox: false,
  },
  // The review steps' alone (docs/product.md, "Approval"): even the reviewer may not approve from the browser.
  review: REVIEW,
  // guard/score's and the drift marker's alone (docs/product.md, "Revisión de marca").
  brandReview: BRAND_REVIEW,
  brandDrift: { changes: ['ADN: Conceptos a evitar'], at: LATER, by: { uid: 'u-admin', email: 'admin@estudio.test' } },
  changedBy: STAMP,
};

/**
 * A value for every field of a blueprint document: each differs from what the seed stores in
 * b-asignada's. Typed against Blueprint, so a new field gets its own refusal row. Every one is
 * the blueprint commands' to write (docs/product.md, "Communication guide (blueprint)").
 */
export const BLUEPRINT_FIELD_WRITES: Readonly<Record<Exclude<keyof Blueprint, 'brandId'>, unknown>> = {
  bloques: { tercer_bloque: { mensaje_clave: 'x', copy_referencia: 'y' } },
  updatedAt: LATER,
  changedBy: STAMP,
  proposal: { bloques: { tercer_bloque: { mensaje_clave: 'Propio', copy_referencia: 'y' } }, at: LATER },
  replaced: { bloques: { segundo_bloque: { mision_y_proposito: { mision: 'M', proposito: 'P' } } }, at: LATER },
  review: REVIEW,
};

/**
 * A value for every field of a brand document but those the brand settings screen writes
 * (status, allowedUsers, updatedAt): each differs from what the seed stores in b-asignada.
 * Typed against Brand, so a new field gets its own refusal row. The name and DNA are the
 * save-dna command's, the LinkedIn organization id its own command's, ownerEmail derived
 * by the server from the owner's record, owner the CLI's (docs/product.md, "Brands").
 */
export const BRAND_FIELD_WRITES: Readonly<
  Record<Exclude<keyof Brand, 'id' | 'status' | 'allowedUsers' | 'updatedAt'>, unknown>
> = {
  brandName: 'Otra marca',
  owner: 'u-admin',
  ownerEmail: 'admin@estudio.test',
  idMetrics: 'm-1',
  linkMetrics: 'https://m.test',
  linkedinOrganizationId: '90210417',
  // 'Requiere aprobación': the brand/approval command's (docs/product.md, "Approval").
  requiresApproval: true,
  createdAt: LATER,
  changedBy: STAMP,
  missionPurpose: 'Otra misión',
  diferences: 'Otras diferencias',
  emotions: 'Alegría',
  keywords: 'café',
  socialNetworks: ['Instagram'],
  communicationTone: 'mago',
  campaignGoal: 'conexion',
  kpis: ['alcance'],
  desiredInteractions: 'Comentarios',
  desiredStrategy: 'Contenido útil',
  additionalInformation: 'Nada más',
  keyProducts: 'Café de origen',
  targetAudience: 'Jóvenes',
  conceptsToAvoid: 'Precios',
  importantKeywords: 'origen',
  competitors: 'Otra casa',
  keyVisualDocUrl: 'https://img.test/kv.pdf',
  brandManualUrl: 'https://img.test/manual.pdf',
  analysis: 'Análisis',
  // The brand guard's own list (docs/product.md, "Revisión de marca"): save-dna's, with the DNA.
  absoluteClaims: ['el mejor'],
};

/** The audit entry the seed writes (as the audit trigger would, with the Admin SDK). */
export const AUDIT_ENTRY = 'a-1';
/** r-1 of every brand holds this validation of card 1 and its history entry (written by the ai function). */
export const VALIDATION = { alineacion: 40, descripcion: 'Poco alineada' };
export const HISTORY_ENTRY = 'h-1';
/** r-1 of every brand holds this entry of its brand-review history (written by guard/score). */
export const BRAND_REVIEW_ENTRY = 'g-1';

/** Every brand with requirements holds this send record of r-1 (brands/{id}/sends/{id}), as the scheduler function writes it. */
export const SEND_RECORD = 's-1';

/**
 * Every brand with requirements holds a comment on r-1 and one on its guide's first block
 * (brands/{id}/comments/{id}), and the Estratega's read marks (brands/{id}/commentReads/u-estratega),
 * as the comments commands write them.
 */
export const REQUIREMENT_COMMENT = 'c-1';
export const BLOCK_COMMENT = 'c-2';

/** A linkedin function's OAuth state (linkedinAuthStates/{state}). */
export const LINKEDIN_STATE = 'estado-1';

/** A draft the local sandbox recorded (sandbox/metricool/posts/{id}). */
export const SANDBOX_POST = 'p-1';

/**
 * Clears Firestore and writes: config/permissions = DEFAULT_PERMISSION_CONFIG, the six demo
 * roles and the custom one, a user per actor (but the signed-out one and the one without a
 * record), the outsider and the target user, the brands above with their requirements and
 * blueprints (b-nueva has none) and each such brand's requirement counter at 2, each
 * user's LinkedIn token and connected flag, each such brand's send record of r-1, comments and the Estratega's read marks, and one audit entry.
 */
export const seed = async (env: RulesTestEnvironment): Promise<void> => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    const batch = writeBatch(db);
    batch.set(doc(db, 'config/permissions'), { ...DEFAULT_PERMISSION_CONFIG });
    for (const role of [...DEMO_ROLES, METRICS_ONLY_ROLE]) {
      batch.set(doc(db, 'roles', role.id), { name: role.name, permissions: [...role.permissions], timestamp: BEFORE });
    }
    const users = [
      ...ACTORS.filter((who) => who.uid !== null && who.hasRecord).map((who) => ({ ...who, uid: who.uid as string })),
      {
        uid: OUTSIDER_UID,
        label: 'Dueño externo',
        email: 'externo@estudio.test',
        role: demoRoleId('Estratega'),
        status: 'active',
      },
      {
        uid: TARGET_UID,
        label: 'Objetivo',
        email: 'objetivo@estudio.test',
        role: demoRoleId('Diseñador'),
        status: 'active',
      },
    ];
    for (const { uid, ...user } of users) {
      batch.set(doc(db, 'users', uid), {
        email: user.email,
        emailNormalized: user.email.trim().toLowerCase(),
        firstName: user.label,
        lastName: 'Prueba',
        role: user.role,
        status: user.status,
        createdAt: BEFORE,
        lastLoginAt: BEFORE,
      });
      // As the linkedin function writes it: what the console needs, no token.
      batch.set(doc(db, 'users', uid, 'linkedin', 'default'), {
        connected: true,
        expiresAt: BEFORE,
        organizationId: '12345',
        brandId: 'b-asignada',
        connectedAt: BEFORE,
      });
      batch.set(doc(db, 'linkedinTokens', uid), { accessToken: `token-secreto-${uid}`, expiresAt: BEFORE });
    }
    for (const [id, brand] of Object.entries(BRANDS)) {
      batch.set(doc(db, 'brands', id), { ...brand, createdAt: BEFORE, updatedAt: BEFORE });
      if (id === 'b-nueva') continue;
      batch.set(doc(db, 'brands', id, 'blueprints', id), blueprint());
      const name = brand['brandName'] as string;
      batch.set(doc(db, 'brands', id, 'requirements', 'r-1'), {
        ...requirement(id, name, 1, 'Pendiente'),
        validation: { '1': VALIDATION },
      });
      batch.set(doc(db, 'brands', id, 'requirements', 'r-1', 'validationHistory', HISTORY_ENTRY), {
        index: 1,
        imageUrl: 'https://img.test/2.png',
        ...VALIDATION,
        at: BEFORE,
        by: { uid: 'u-disenador', email: 'disenador@estudio.test' },
      });
      batch.set(doc(db, 'brands', id, 'requirements', 'r-1', 'brandReviewHistory', BRAND_REVIEW_ENTRY), BRAND_REVIEW);
      batch.set(doc(db, 'brands', id, 'sends', SEND_RECORD), {
        brandId: id,
        requirementId: 'r-1',
        title: 'Carrusel 1 - T1',
        kind: 'carousel',
        networks: ['Instagram'],
        outcome: 'failed',
        postId: null,
        sandbox: true,
        reasons: ['Metricool no responde'],
        status: 503,
        at: BEFORE,
        by: { uid: 'u-gestor', email: 'gestor@estudio.test' },
      });
      const author = { uid: 'u-gestor', email: 'gestor@estudio.test', name: 'Gestor Prueba' };
      const comment = { brandId: id, author, mentions: [], createdAt: BEFORE, changedBy: { ...author, at: BEFORE } };
      batch.set(doc(db, 'brands', id, 'comments', REQUIREMENT_COMMENT), {
        ...comment,
        targetKind: 'requirement',
        targetId: 'r-1',
        text: 'Revisemos el cierre',
      });
      batch.set(doc(db, 'brands', id, 'comments', BLOCK_COMMENT), {
        ...comment,
        targetKind: 'blueprint',
        targetId: 'primer_bloque',
        text: 'Ajustemos la edad',
      });
      batch.set(doc(db, 'brands', id, 'commentReads', 'u-estratega'), {
        uid: 'u-estratega',
        marks: { 'requirement:r-1': BEFORE },
        changedBy: { uid: 'u-estratega', email: 'estratega@estudio.test', at: BEFORE },
      });
      batch.set(doc(db, 'brands', id, 'requirements', 'r-2'), requirement(id, name, 2, 'Finalizado'));
      batch.set(doc(db, 'brands', id, 'counters', 'requirements'), { last: 2 });
    }
    batch.set(doc(db, 'aiQuota', 'u-estratega'), { windowStart: BEFORE, count: 1 });
    batch.set(doc(db, 'linkedinAuthStates', LINKEDIN_STATE), {
      uid: 'u-estratega',
      brandId: 'b-estratega',
      organizationId: '12345',
      createdAt: BEFORE,
      expiresAt: BEFORE,
      usedAt: null,
    });
    batch.set(doc(db, 'sandbox', 'metricool', 'posts', SANDBOX_POST), { blogId: '4187263', draft: true });
    batch.set(doc(db, 'audit', AUDIT_ENTRY), {
      actor: { uid: 'u-admin', email: 'admin@estudio.test' },
      at: BEFORE,
      path: 'brands/b-asignada',
      changed: ['brandName'],
    });
    await batch.commit();
  });
};
