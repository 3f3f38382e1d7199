import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEmulatorData } from './reset-emulator-data.js';

describe('resetEmulatorData', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    { firestoreHost: undefined, authHost: '127.0.0.1:9099' },
    { firestoreHost: '127.0.0.1:8080', authHost: undefined },
    { firestoreHost: '  ', authHost: '127.0.0.1:9099' },
    { firestoreHost: 'firestore.googleapis.com:443', authHost: '127.0.0.1:9099' },
    { firestoreHost: 'https://example.com/x', authHost: '127.0.0.1:9099' },
  ])('refuses, without a request, when not pointed at the emulators: %o', async (hosts) => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await expect(resetEmulatorData({ projectId: 'demo-estudio', ...hosts })).rejects.toThrow(/Refusing to reset/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears Firestore and then Auth through the emulator endpoints', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    await resetEmulatorData({ projectId: 'demo-estudio', firestoreHost: '127.0.0.1:8080', authHost: 'localhost:9099' });
    expect(fetch.mock.calls).toEqual([
      ['http://127.0.0.1:8080/emulator/v1/projects/demo-estudio/databases/(default)/documents', { method: 'DELETE' }],
      ['http://localhost:9099/emulator/v1/projects/demo-estudio/accounts', { method: 'DELETE' }],
    ]);
  });

  it('fails with the status when an emulator answers an error', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 500, statusText: 'Server Error' }));
    await expect(
      resetEmulatorData({ projectId: 'demo-estudio', firestoreHost: '127.0.0.1:8080', authHost: '127.0.0.1:9099' }),
    ).rejects.toThrow(/Firestore emulator \(500 Server Error\): nope/);
  });
});
