// Shared by the rules suites: where the emulators are, the demo cast and the rules compiler
// check (the cast's data is seed.ts). The suites run under scripts/emulators/exec.mjs, which
// sets GCLOUD_PROJECT, FIRESTORE_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST and
// ESTUDIO_STORAGE_RULES.
import { DEMO_ROLES } from '@estudio/domain/accounts';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const readRules = (name: 'firestore.rules' | 'storage.rules'): string => readFileSync(`${root}${name}`, 'utf8');

const required = (name: string): string => {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(
      `${name} is not set: run this suite through scripts/emulators/exec.mjs, which starts the emulators.`,
    );
  }
  return value;
};

export const projectId = (): string => required('GCLOUD_PROJECT');

/** host:port of an emulator, from the variable the Firebase tools set. */
export const emulatorAddress = (variable: string): { host: string; port: number } => {
  const value = required(variable);
  const colon = value.lastIndexOf(':');
  return { host: value.slice(0, colon), port: Number(value.slice(colon + 1)) };
};

/** The web SDK's modular functions accept the test context's (compat) instances. */
export const firestoreOf = (context: RulesTestContext): Firestore => context.firestore() as unknown as Firestore;

// ------------------------------------------------------------------- the cast

export type ActorKey =
  'admin' | 'estratega' | 'disenador' | 'gestor' | 'marcas' | 'revisor' | 'metricas' | 'disabled' | 'nodoc' | 'anon';

export interface Actor {
  readonly key: ActorKey;
  readonly label: string;
  /** null: signed out. */
  readonly uid: string | null;
  readonly email: string;
  readonly role: string;
  readonly status: 'active' | 'disabled';
  /** False when no users/{uid} document exists. */
  readonly hasRecord: boolean;
}

export const demoRoleId = (name: string): string => {
  const role = DEMO_ROLES.find((candidate) => candidate.name === name);
  if (role === undefined) throw new Error(`no demo role named ${name}`);
  return role.id;
};

/** A role outside the demo set, with a code that maps to no data key (METRICS only). */
export const METRICS_ONLY_ROLE = { id: 'solo-metricas', name: 'Solo métricas', permissions: ['metricas'] };

const actor = (
  key: ActorKey,
  label: string,
  uid: string | null,
  email: string,
  role: string,
  status: 'active' | 'disabled' = 'active',
  hasRecord = true,
): Actor => ({ key, label, uid, email, role, status, hasRecord });

/** The columns of the matrix, in order: the six demo roles, a custom role, and the outsiders. */
export const ACTORS: readonly Actor[] = [
  actor('admin', 'Superadministrador', 'u-admin', 'admin@estudio.test', demoRoleId('Superadministrador')),
  actor('estratega', 'Estratega', 'u-estratega', 'estratega@estudio.test', demoRoleId('Estratega')),
  actor('disenador', 'Diseñador', 'u-disenador', 'disenador@estudio.test', demoRoleId('Diseñador')),
  actor('gestor', 'Gestor de contenido', 'u-gestor', 'contenido@estudio.test', demoRoleId('Gestor de contenido')),
  actor('marcas', 'Administrador de marcas', 'u-marcas', 'marcas@estudio.test', demoRoleId('Administrador de marcas')),
  actor('revisor', 'Cliente revisor', 'u-revisor', 'revisor@estudio.test', demoRoleId('Cliente revisor')),
  actor('metricas', 'Solo métricas (rol propio)', 'u-metricas', 'metricas@estudio.test', METRICS_ONLY_ROLE.id),
  // Disabled, yet with the superadmin role and listed on a brand: status alone must deny.
  actor(
    'disabled',
    'Deshabilitado (rol Superadministrador)',
    'u-deshabilitado',
    'deshabilitado@estudio.test',
    demoRoleId('Superadministrador'),
    'disabled',
  ),
  // Signed in (a valid sign-in token) but without a users/{uid} document.
  actor('nodoc', 'Sin documento de usuario', 'u-sin-ficha', 'sinficha@estudio.test', '', 'active', false),
  actor('anon', 'Sin sesión', null, '', ''),
];

export const actorByKey = (key: ActorKey): Actor => {
  const found = ACTORS.find((candidate) => candidate.key === key);
  if (found === undefined) throw new Error(`no actor ${key}`);
  return found;
};

/** Who the actor is to Firestore: signed out, or signed in with its uid and e-mail claim. */
export const contextFor = (env: RulesTestEnvironment, who: Actor): RulesTestContext =>
  who.uid === null ? env.unauthenticatedContext() : env.authenticatedContext(who.uid, { email: who.email });

// ------------------------------------------------------------------- the rules compiler

export interface RulesIssue {
  readonly severity: string;
  readonly description: string;
  readonly line: number;
}

/**
 * Compiles a rules text with the Firestore emulator's rules compiler (the Firebase rules
 * language is the same for both services) and answers its issues; a syntax error throws.
 * It leaves the emulator's project rules replaced: load the real ones afterwards.
 */
export const compileRules = async (content: string): Promise<RulesIssue[]> => {
  const { host, port } = emulatorAddress('FIRESTORE_EMULATOR_HOST');
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId()}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'check.rules', content }] } }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`the rules do not compile: ${body}`);
  const issues =
    (
      JSON.parse(body) as {
        issues?: Array<{ severity: string; description: string; sourcePosition?: { line?: number } }>;
      }
    ).issues ?? [];
  return issues.map((issue) => ({
    severity: issue.severity,
    description: issue.description,
    line: issue.sourcePosition?.line ?? 0,
  }));
};
