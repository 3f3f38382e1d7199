// Which binary each Java emulator runs, decided without trying the network when a usable
// local jar is there (emulator-binaries.mjs, used by scripts/emulators/prepare.mjs; docs/local-stack.md, "Offline machines").
import { describe, expect, it } from 'vitest';
import {
  chooseFirestore,
  chooseStorageRuntime,
  expectedJarName,
  knownOffline,
  OFFLINE_MEMORY_MS,
  otherCachedJar,
} from './emulator-binaries.mjs';

const nothing = { override: null, cached: false, otherCached: null, offline: false };

describe('the Firestore emulator', () => {
  it('runs the binary the environment names, whatever else is there', () => {
    expect(chooseFirestore({ ...nothing, override: '/opt/f.jar', cached: true, debian: true })).toEqual({
      use: 'override',
      path: '/opt/f.jar',
    });
  });

  it("lets firebase-tools start the jar it downloaded for its version, before Debian's", () => {
    expect(chooseFirestore({ ...nothing, cached: true, debian: true })).toEqual({ use: 'cache' });
  });

  it('runs a jar an earlier firebase-tools downloaded rather than download the new one', () => {
    expect(
      chooseFirestore({ ...nothing, otherCached: '/c/cloud-firestore-emulator-v1.19.7.jar', debian: true }),
    ).toEqual({ use: 'override', path: '/c/cloud-firestore-emulator-v1.19.7.jar' });
  });

  it("runs Debian's jar without any download attempt, online or not", () => {
    expect(chooseFirestore({ ...nothing, debian: true })).toEqual({ use: 'debian' });
    expect(chooseFirestore({ ...nothing, debian: true, offline: true })).toEqual({ use: 'debian' });
  });

  it('downloads only when no local jar is there, and not while the machine is known to be offline', () => {
    expect(chooseFirestore({ ...nothing, debian: false })).toEqual({ use: 'download' });
    expect(chooseFirestore({ ...nothing, debian: false, offline: true })).toEqual({ use: 'none' });
  });
});

describe('the Storage rules runtime', () => {
  it('takes the named binary, then the cached jars, like Firestore', () => {
    expect(chooseStorageRuntime({ ...nothing, override: '/opt/s.jar', standIn: true })).toEqual({
      use: 'override',
      path: '/opt/s.jar',
    });
    expect(chooseStorageRuntime({ ...nothing, cached: true, standIn: true, offline: true })).toEqual({ use: 'cache' });
    expect(chooseStorageRuntime({ ...nothing, otherCached: '/c/r.jar', standIn: true, offline: true })).toEqual({
      use: 'override',
      path: '/c/r.jar',
    });
  });

  it('downloads the real runtime while the machine is not known to be offline (rules enforced)', () => {
    expect(chooseStorageRuntime({ ...nothing, standIn: true })).toEqual({ use: 'download' });
  });

  it('runs the stand-in without a download attempt once the machine is known to be offline', () => {
    expect(chooseStorageRuntime({ ...nothing, standIn: true, offline: true })).toEqual({ use: 'stand-in' });
    expect(chooseStorageRuntime({ ...nothing, standIn: false, offline: true })).toEqual({ use: 'none' });
  });
});

describe('knowing the machine is offline', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('remembers a failed download for a day', () => {
    expect(knownOffline({ failedAt: '2026-11-27T08:00:00Z', now })).toBe(true);
    expect(knownOffline({ failedAt: new Date(now - OFFLINE_MEMORY_MS + 1).toISOString(), now })).toBe(true);
    expect(knownOffline({ failedAt: new Date(now - OFFLINE_MEMORY_MS).toISOString(), now })).toBe(false);
    expect(knownOffline({ failedAt: null, now })).toBe(false);
    expect(knownOffline({ failedAt: 'not a date', now })).toBe(false);
    expect(knownOffline({ failedAt: '2026-11-28T08:00:00Z', now })).toBe(false);
  });

  it('follows ESTUDIO_OFFLINE: 1 never tries, 0 tries again at once', () => {
    expect(knownOffline({ env: { ESTUDIO_OFFLINE: '1' }, failedAt: null, now })).toBe(true);
    expect(knownOffline({ env: { ESTUDIO_OFFLINE: '0' }, failedAt: '2026-11-27T11:59:00Z', now })).toBe(false);
  });
});

describe("firebase-tools' cache", () => {
  it('names the jar of its own version from its list', () => {
    expect(
      expectedJarName({
        version: '1.19.8',
        downloadPathRelativeToCacheDir: 'cloud-firestore-emulator-v1.19.8.jar',
      }),
    ).toBe('cloud-firestore-emulator-v1.19.8.jar');
  });

  it("finds the newest jar of another version, by version and not by the names' order", () => {
    const files = [
      'cloud-firestore-emulator-v1.9.1.jar',
      'cloud-firestore-emulator-v1.19.8.jar',
      'cloud-firestore-emulator-v1.10.0.jar',
      'cloud-storage-rules-runtime-v1.1.3.jar',
      'ui-v1.14.0.zip',
    ];
    expect(otherCachedJar(files, 'cloud-firestore-emulator', 'cloud-firestore-emulator-v1.19.8.jar')).toBe(
      'cloud-firestore-emulator-v1.10.0.jar',
    );
    expect(otherCachedJar(files, 'cloud-storage-rules-runtime', 'cloud-storage-rules-runtime-v1.1.3.jar')).toBeNull();
  });
});
