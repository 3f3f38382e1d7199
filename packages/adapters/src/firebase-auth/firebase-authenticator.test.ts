import { AuthFailure, type AuthIdentity } from '@estudio/domain/accounts';
import { FirebaseError } from 'firebase/app';
import type { Auth, IdTokenResult, User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FirebaseAuthenticator } from './firebase-authenticator.js';

// The web SDK is replaced by controllable fakes: these cases are about ordering and error
// translation, which the emulator cannot make happen on demand.
const sdk = vi.hoisted(() => ({
  signInWithEmailAndPassword: vi.fn(),
  onAuthStateChanged: vi.fn(),
  signOut: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  getIdTokenResult: vi.fn(),
}));
vi.mock('firebase/auth', () => sdk);

const auth = {} as Auth;
const userOf = (uid: string, email: string | null = `${uid}@estudio.example`): User => ({ uid, email }) as User;
const tokenExpiring = (expirationTime: string): IdTokenResult => ({ expirationTime }) as IdTokenResult;

/** A promise and the functions that settle it, to hold a token read in flight. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('FirebaseAuthenticator (web SDK faked)', () => {
  let service: FirebaseAuthenticator;
  let emit: (user: User | null) => void;
  let sdkUnsubscribe: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.resetAllMocks();
    sdkUnsubscribe = vi.fn();
    sdk.onAuthStateChanged.mockImplementation((_auth: Auth, next: (user: User | null) => void) => {
      emit = next;
      return sdkUnsubscribe;
    });
    service = new FirebaseAuthenticator(auth);
  });

  it('signs in and reports the token expiry Firebase gives', async () => {
    sdk.signInWithEmailAndPassword.mockResolvedValue({ user: userOf('uid-ana') });
    sdk.getIdTokenResult.mockResolvedValue(tokenExpiring('Tue, 03 Feb 2026 10:00:00 GMT'));
    await expect(service.signIn('ana@estudio.example', 'x')).resolves.toEqual({
      uid: 'uid-ana',
      email: 'uid-ana@estudio.example',
      tokenExpiresAt: new Date('2026-02-03T10:00:00Z'),
    });
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(auth, 'ana@estudio.example', 'x');
  });

  it('reports an unknown expiry, not a failed sign-in, when the token cannot be read', async () => {
    sdk.signInWithEmailAndPassword.mockResolvedValue({ user: userOf('uid-ana', null) });
    sdk.getIdTokenResult.mockRejectedValue(new Error('offline'));
    await expect(service.signIn(' Ana@Estudio.example ', 'x')).resolves.toEqual({
      uid: 'uid-ana',
      email: 'ana@estudio.example',
      tokenExpiresAt: null,
    });
  });

  it('treats an unparsable expiry as unknown', async () => {
    sdk.signInWithEmailAndPassword.mockResolvedValue({ user: userOf('uid-ana') });
    sdk.getIdTokenResult.mockResolvedValue(tokenExpiring('not a date'));
    expect((await service.signIn('a@b.c', 'x')).tokenExpiresAt).toBeNull();
  });

  it('translates Firebase errors of every operation into AuthFailure', async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(
      new FirebaseError('auth/too-many-requests', 'Firebase: Error (auth/too-many-requests).'),
    );
    sdk.signOut.mockRejectedValue(new FirebaseError('auth/network-request-failed', 'net'));
    sdk.sendPasswordResetEmail.mockRejectedValue(
      new FirebaseError('auth/user-not-found', 'Firebase: Error (auth/user-not-found).'),
    );

    await expect(service.signIn('a@b.c', 'x')).rejects.toMatchObject({ code: 'too-many-requests' });
    await expect(service.signOut()).rejects.toMatchObject({ code: 'network', message: 'net' });
    const reset = service.sendPasswordReset('nadie@estudio.example');
    await expect(reset).rejects.toBeInstanceOf(AuthFailure);
    await expect(reset).rejects.toMatchObject({ message: 'Firebase: Error (auth/user-not-found).' });
  });

  it('never lets a slow token read deliver an older state after a newer one', async () => {
    const slowToken = deferred<IdTokenResult>();
    sdk.getIdTokenResult.mockReturnValueOnce(slowToken.promise);
    const seen: (AuthIdentity | null)[] = [];
    service.onAuthStateChanged((identity) => seen.push(identity));

    emit(userOf('uid-ana'));
    emit(null);
    slowToken.resolve(tokenExpiring('Tue, 03 Feb 2026 10:00:00 GMT'));
    await slowToken.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([null]);
  });

  it('delivers nothing after unsubscribe, not even a token read already under way', async () => {
    const slowToken = deferred<IdTokenResult>();
    sdk.getIdTokenResult.mockReturnValueOnce(slowToken.promise);
    const seen: (AuthIdentity | null)[] = [];
    const unsubscribe = service.onAuthStateChanged((identity) => seen.push(identity));

    emit(userOf('uid-ana'));
    unsubscribe();
    slowToken.resolve(tokenExpiring('Tue, 03 Feb 2026 10:00:00 GMT'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([]);
    expect(sdkUnsubscribe).toHaveBeenCalledOnce();
  });
});
