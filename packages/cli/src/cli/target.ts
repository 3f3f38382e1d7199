import { UsageError } from './errors.js';

/*
 * Where a run writes: the local emulators (the default) or a real project named with
 * --project (standard Google credentials). Decided before anything is opened, and printed
 * on stderr on every run.
 */

export const DEFAULT_EMULATOR_PROJECT = 'demo-estudio';
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
export const DEFAULT_FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';

export type Target =
  | {
      readonly kind: 'emulator';
      readonly projectId: string;
      readonly authHost: string;
      readonly firestoreHost: string;
    }
  | { readonly kind: 'project'; readonly projectId: string };

type Env = Readonly<Record<string, string | undefined>>;

const set = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

export const resolveTarget = (project: string | undefined, env: Env): Target => {
  if (project !== undefined) {
    const projectId = project.trim();
    if (projectId === '') throw new UsageError('--project necesita el id de un proyecto.');
    const emulatorVariables = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter(
      (name) => set(env[name]) !== undefined,
    );
    if (emulatorVariables.length > 0) {
      // firebase-admin would quietly write to the emulators instead of the named project.
      throw new UsageError(
        `--project ${projectId} apunta a un proyecto real, pero ${emulatorVariables.join(' y ')} está definido: quítalo para usar --project.`,
      );
    }
    return { kind: 'project', projectId };
  }
  return {
    kind: 'emulator',
    projectId: set(env['GCLOUD_PROJECT']) ?? set(env['GOOGLE_CLOUD_PROJECT']) ?? DEFAULT_EMULATOR_PROJECT,
    authHost: set(env['FIREBASE_AUTH_EMULATOR_HOST']) ?? DEFAULT_AUTH_EMULATOR_HOST,
    firestoreHost: set(env['FIRESTORE_EMULATOR_HOST']) ?? DEFAULT_FIRESTORE_EMULATOR_HOST,
  };
};

export const describeTarget = (target: Target): string =>
  target.kind === 'emulator'
    ? `Destino: emuladores locales (${target.projectId} · Auth ${target.authHost} · Firestore ${target.firestoreHost})`
    : `Destino: proyecto REAL ${target.projectId} (credenciales estándar de Google)`;

/** reset and seed only ever touch the emulators. */
export const requireEmulator = (target: Target, command: string): Extract<Target, { kind: 'emulator' }> => {
  if (target.kind !== 'emulator') {
    throw new RefusedOnRealProject(
      `'${command}' solo funciona contra los emuladores: se niega a tocar el proyecto real ${target.projectId}.`,
    );
  }
  return target;
};

export class RefusedOnRealProject extends Error {
  override readonly name = 'RefusedOnRealProject';
}
