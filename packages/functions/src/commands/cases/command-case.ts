import { Messages, ServerMessages } from '@estudio/domain/shared';
import type { PermissionKey } from '@estudio/domain/accounts';
import type { Blueprint } from '@estudio/domain/blueprint';
import type { Brand } from '@estudio/domain/brands';
import type { CommandConcern, CONTENT_COMMANDS } from '@estudio/domain/content';
import type { Requirement } from '@estudio/domain/requirements';
import type { ChangeStamp } from '@estudio/domain/shared';
import type { Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';

/*
 * The shape of one content command's emulator case (test code only: the command suites of
 * packages/functions/src/commands/*.emulator.test.ts and command-cases.test.ts read these
 * tables; nothing in the deployed bundle does). A case says who may run the command
 * (docs/product.md, "Permissions"), a valid request, the requests each refusal is proved
 * with, and how a success is checked against what the store holds. The kit that runs them
 * is commands.test-kit.ts, on the stack of command-stack.test-kit.ts; this module reads no
 * environment, so a unit test can list the cases without the emulators.
 */

/** The demo roles (the seed's accounts, one per role: docs/product.md, "Demo roles"). */
export type RoleName =
  | 'Superadministrador'
  | 'Estratega'
  | 'Diseñador'
  | 'Gestor de contenido'
  | 'Administrador de marcas'
  | 'Cliente revisor';

/*
 * The demo brands (docs/product.md, "Demo roles"; adapters/src/seed/demo-brands.ts) and who sees them:
 * every brand the Superadministrador; the others, the brands they own or are assigned to.
 */
/** Owned by the Estratega, assigned to the Diseñador, the Gestor de contenido and the Cliente revisor: the suites' main brand. */
export const CAFE = 'demo-cafe-cumbre-andina';
/** Owned by the Superadministrador, assigned to the Gestor de contenido and the Administrador de marcas. */
export const SONRISA = 'demo-sonrisa-austral';
/** Owned by the Administrador de marcas, assigned to the Diseñador and the Estratega. */
export const TEXTILES = 'demo-textiles-quetzal';
/** Owned by the Administrador de marcas, assigned to the Estratega; no content grid yet. */
export const RUTA_VERDE = 'demo-ruta-verde';
/** Owned by the Estratega, assigned to the Diseñador, the Gestor de contenido and the Cliente revisor. */
export const ESPIGA = 'demo-panaderia-la-espiga';

/** The seed's requirement ids (brands/{b}/requirements/demo-req-NNN, numbered per brand). */
export const req = (number: number): string => `demo-req-${String(number).padStart(3, '0')}`;

/**
 * Requirements of one kind that exist only under FOREIGN_BRAND (the kit creates them): a
 * command naming one under another brand's id must find nothing there.
 */
export const FOREIGN_BRAND = TEXTILES;
export const FOREIGN = {
  carrusel: 'cmd-ajeno-carrusel',
  video: 'cmd-ajeno-video',
  blog: 'cmd-ajeno-blog',
} as const;
export type ForeignKind = keyof typeof FOREIGN;

/** The outside addresses every command taking an object path must refuse in its place. */
export const OUTSIDE_URL = 'https://evil.example/x.png';
export const SCRIPT_URL = 'javascript:alert(1)';

/** A JSON request body (the wire's {"$date": iso} for a Date). */
export type Body = unknown;

/** A signed-in demo person. */
export interface Person {
  readonly uid: string;
  readonly email: string;
  readonly idToken: string;
}

/** One refused request: who sends what, and the status and Spanish error it must get. */
export interface Refusal {
  readonly title: string;
  /** The case's role unless said. */
  readonly role?: RoleName;
  readonly body: Body;
  readonly status: number;
  readonly error: string;
}

/**
 * A body field holding an object path, and paths outside the command's folder (another
 * brand's, another requirement's or another kind's folder, a climb out), each an object the
 * kit uploads first so that only the folder can refuse it. The kit adds the outside URL and
 * the javascript: address to them.
 */
export interface MediaField {
  readonly field: string;
  readonly outside: readonly string[];
}

/** The kinds of file the kit can upload, each a small real file of its type. */
export type UploadKind = 'png' | 'mp4' | 'pdf' | 'svg';

/** What a case's setup and checks may use of the running stack (command-stack.test-kit.ts). */
export interface CaseStack {
  readonly db: Firestore;
  /** Uploads a file with the Admin SDK (no Storage rules apply) and answers the URL the server derives for it. */
  upload(path: string, kind: UploadKind): Promise<string>;
  /** The download URL the server derives for an object the kit uploaded (its fixed token). */
  urlOf(path: string): string;
  /** The object path of a download URL of this bucket, or null. */
  pathOf(url: string): string | null;
  objectExists(path: string): Promise<boolean>;
  requirement(brandId: string, id: string): Promise<Requirement>;
  brand(id: string): Promise<Brand>;
  blueprint(brandId: string): Promise<Blueprint | null>;
  /** A new requirement `id` under `brandId`: a copy of `from` (brand and requirement) with `fields` over it. */
  copyRequirement(
    from: { brandId: string; id: string },
    to: { brandId: string; id: string },
    fields?: object,
  ): Promise<void>;
  /** A new brand `id`: a copy of brand `from` with `fields` over it (no blueprint, no requirements). */
  copyBrand(from: string, id: string, fields?: object): Promise<void>;
}

/** A write whose audit entry must name the person: the document, the operation and fields it changed. */
export interface AuditedWrite {
  readonly path: string;
  readonly operation: 'create' | 'update';
  readonly fields: readonly string[];
}

export interface CommandCase {
  /** The key the command checks (docs/product.md, "Keys, default codes and what they gate"). */
  readonly key: PermissionKey;
  /** Runs the success: a demo role holding the key, on a brand it sees. */
  readonly role: RoleName;
  /** A demo role without the key, on the same brand, which it sees. */
  readonly withoutKey: RoleName;
  /** The valid request. */
  readonly body: Body;
  /** A role holding the key, and the request naming a brand it does not see. */
  readonly hidden: { readonly role: RoleName; readonly body: Body };
  /**
   * Commands on one requirement: the kind of requirement they act on and how they refuse
   * another brand's requirement named under this brand's id.
   */
  readonly foreign?: { readonly kind: ForeignKind; readonly status: number; readonly error: string };
  /** Bodies of the wrong shape or content (400, or what the command answers). */
  readonly badBodies: readonly Refusal[];
  /** Texts, lists, positions and ids beyond their caps. */
  readonly caps: readonly Refusal[];
  /** Commands taking an object path: each path field and objects outside its folder. */
  readonly media?: readonly MediaField[];
  /** Uploads and stored state the case needs, made before any request of the suite. */
  readonly setup?: (stack: CaseStack) => Promise<void>;
  /**
   * The success checked: the answer (fromWire'd) and what is stored, read back with the
   * Admin SDK, stamped with the person's changedBy. Answers the writes the audit must name
   * the person for.
   */
  readonly verify: (stack: CaseStack, answer: unknown, person: Person) => Promise<readonly AuditedWrite[]>;
  /** A command that answers a proposal and stores nothing (an AI draft the user then saves or drops): no writes. */
  readonly proposes?: true;
}

/** The actions of one concern's command table. */
export type ActionsOf<C extends CommandConcern> = Extract<keyof (typeof CONTENT_COMMANDS)[C], string>;

/** The cases of one concern, by action: one for each command of its table, no more. */
export type ConcernCases<C extends CommandConcern> = { readonly [A in ActionsOf<C>]: CommandCase };

/** A text of `length` characters. */
export const text = (length: number, char = 'a'): string => char.repeat(length);

/** The entity names the person in its changedBy stamp. */
export const expectStampedBy = (entity: { readonly changedBy?: ChangeStamp | null }, person: Person): void => {
  expect(entity.changedBy).toMatchObject({ uid: person.uid, email: person.email });
};

/**
 * The answered requirement is the one stored (updatedAt aside: the store sets its own time),
 * and both name the person; answers the stored one.
 */
export const storedRequirementIs = async (stack: CaseStack, answer: unknown, person: Person): Promise<Requirement> => {
  const answered = answer as Requirement;
  const stored = await stack.requirement(answered.brandId, answered.id);
  expect(stored).toEqual({ ...answered, updatedAt: stored.updatedAt });
  expectStampedBy(answered, person);
  expectStampedBy(stored, person);
  return stored;
};

/** The path of a requirement document. */
export const requirementPath = (brandId: string, id: string): string => `brands/${brandId}/requirements/${id}`;

const m = Messages.endpoints;

/**
 * Refusals every command keyed by a brand shares: a body that is no object, the brand's id
 * missing, beyond its cap or a path, and a brand that does not exist (`brandNotFound`, the
 * command's own text).
 */
export const refusalsOfBrand = (
  body: Record<string, unknown>,
  brandNotFound: string,
): { readonly badBodies: Refusal[]; readonly caps: Refusal[] } => ({
  badBodies: [
    { title: 'cuerpo que no es un objeto', body: [body], status: 400, error: m.bodyNotObject },
    { title: 'sin brandId', body: { ...body, brandId: undefined }, status: 400, error: m.fieldRequired('brandId') },
    {
      title: 'una marca que no existe',
      body: { ...body, brandId: 'marca-inexistente' },
      status: 404,
      error: brandNotFound,
    },
  ],
  caps: [
    {
      title: 'brandId de 129 caracteres',
      body: { ...body, brandId: text(129) },
      status: 400,
      error: m.invalidId('brandId'),
    },
    {
      title: 'brandId con una ruta',
      body: { ...body, brandId: `${CAFE}/../${SONRISA}` },
      status: 400,
      error: m.invalidId('brandId'),
    },
  ],
});

/**
 * Refusals every command keyed by {brandId, requirementId} shares: the brand's (above), and a
 * requirement id of the wrong type or beyond its cap.
 */
export const refusalsOfKey = (
  body: Record<string, unknown>,
  brandNotFound: string,
): { readonly badBodies: Refusal[]; readonly caps: Refusal[] } => {
  const brand = refusalsOfBrand(body, brandNotFound);
  return {
    badBodies: [
      ...brand.badBodies,
      {
        title: 'requirementId numérico',
        body: { ...body, requirementId: 17 },
        status: 400,
        error: m.fieldRequired('requirementId'),
      },
    ],
    caps: [
      ...brand.caps,
      {
        title: 'requirementId de 129 caracteres',
        body: { ...body, requirementId: text(129) },
        status: 400,
        error: m.invalidId('requirementId'),
      },
    ],
  };
};

/**
 * Refusals every command naming an uploaded object by its `path` shares: no path, a path in
 * the item's own `folder` to an object never uploaded (`missing`, of the command's type), and
 * a path beyond its cap.
 */
export const refusalsOfPath = (
  body: Record<string, unknown>,
  folder: string,
  missing: string,
): { readonly badBodies: Refusal[]; readonly caps: Refusal[] } => ({
  badBodies: [
    { title: 'sin path', body: { ...body, path: undefined }, status: 400, error: m.fieldNotText('path') },
    {
      title: 'un objeto que no existe',
      body: { ...body, path: `${folder}/${missing}` },
      status: 400,
      error: ServerMessages.storedMedia.mediaNotFound,
    },
  ],
  caps: [
    {
      title: 'path de más de 1.024 caracteres',
      body: { ...body, path: `${folder}/${text(1000)}` },
      status: 400,
      error: m.fieldTooLong('path', 1024),
    },
  ],
});
