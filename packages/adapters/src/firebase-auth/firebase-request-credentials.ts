import type { AppCheck } from 'firebase/app-check';
import { getToken } from 'firebase/app-check';
import type { Auth } from 'firebase/auth';
import type { RequestCredentials } from '../http-shared/request-credentials.js';

/**
 * The tokens a browser call to the functions carries: the signed-in user's ID token
 * (refreshed by the SDK when near expiry) and, where App Check is activated, its token.
 */
export class FirebaseRequestCredentials implements RequestCredentials {
  constructor(
    private readonly auth: Pick<Auth, 'currentUser'>,
    private readonly appCheck: AppCheck | null = null,
  ) {}

  async idToken(): Promise<string | null> {
    const user = this.auth.currentUser;
    return user === null ? null : user.getIdToken();
  }

  async appCheckToken(): Promise<string | null> {
    if (this.appCheck === null) return null;
    return (await getToken(this.appCheck, false)).token;
  }
}
