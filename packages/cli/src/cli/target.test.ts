import { describe, expect, it } from 'vitest';
import { UsageError } from './errors.js';
import { RefusedOnRealProject, describeTarget, requireEmulator, resolveTarget } from './target.js';

describe('the target of a run', () => {
  it('is the local emulators by default, with the hosts the environment names', () => {
    expect(resolveTarget(undefined, {})).toEqual({
      kind: 'emulator',
      projectId: 'demo-estudio',
      authHost: '127.0.0.1:9099',
      firestoreHost: '127.0.0.1:8080',
    });
    const target = resolveTarget(undefined, {
      GCLOUD_PROJECT: 'demo-estudio-2000',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:11099',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:10080',
    });
    expect(describeTarget(target)).toBe(
      'Destino: emuladores locales (demo-estudio-2000 · Auth 127.0.0.1:11099 · Firestore 127.0.0.1:10080)',
    );
  });

  it('is a real project only with --project, and never while emulator variables are set', () => {
    const target = resolveTarget('mi-proyecto', {});
    expect(target).toEqual({ kind: 'project', projectId: 'mi-proyecto' });
    expect(describeTarget(target)).toContain('proyecto REAL mi-proyecto');
    expect(() => resolveTarget('mi-proyecto', { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(UsageError);
    expect(() => resolveTarget(' ', {})).toThrow(UsageError);
  });

  it('refuses emulator-only commands on a real project', () => {
    expect(() => requireEmulator(resolveTarget('mi-proyecto', {}), 'reset')).toThrow(RefusedOnRealProject);
    expect(requireEmulator(resolveTarget(undefined, {}), 'reset').kind).toBe('emulator');
  });
});
