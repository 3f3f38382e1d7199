import type {
  LinkedInAuthState,
  LinkedInAuthStates,
  LinkedInConnection,
  LinkedInConnectionStore,
  LinkedInTokenVault,
  StateConsumption,
  StoredLinkedInLink,
  StoredLinkedInTokens,
} from '@estudio/domain/linkedin';
import type { Firestore } from 'firebase-admin/firestore';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import {
  linkedInAuthStateFromDocument,
  linkedInAuthStateToDocument,
  linkedInConnectionFromDocument,
  linkedInConnectionToDocument,
  linkedInTokensFromDocument,
  linkedInTokensToDocument,
} from '../firestore-shared/linkedin-documents.js';
import { runTransaction } from './firestore-admin-transaction.js';

/** What a state may look like (RandomTokens' base64url); anything else is no state of ours. */
const STATE_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * linkedinAuthStates/{state} through firebase-admin (no browser access): saved by `auth`,
 * consumed once by the callback in one transaction, so a replayed state is refused even
 * when two callbacks race.
 */
export class FirestoreAdminLinkedInAuthStates implements LinkedInAuthStates {
  constructor(private readonly db: Firestore) {}

  async save(state: LinkedInAuthState): Promise<void> {
    await this.db.doc(FIRESTORE_PATHS.linkedInAuthState(state.state)).create(linkedInAuthStateToDocument(state));
  }

  async consume(state: string, now: Date): Promise<StateConsumption> {
    if (!STATE_PATTERN.test(state)) return { kind: 'unknown' };
    const ref = this.db.doc(FIRESTORE_PATHS.linkedInAuthState(state));
    return runTransaction(this.db, async (transaction): Promise<StateConsumption> => {
      const snapshot = await transaction.get(ref);
      const saved = linkedInAuthStateFromDocument(state, snapshot.data());
      if (saved === null) return { kind: 'unknown' };
      if (snapshot.get('used') !== false) return { kind: 'used' };
      if (saved.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
      transaction.update(ref, { used: true, usedAt: new Date(now.getTime()) });
      return { kind: 'valid', state: saved };
    });
  }
}

/** linkedinTokens/{uid} through firebase-admin: the tokens, which no browser can read. */
export class FirestoreAdminLinkedInTokenVault implements LinkedInTokenVault {
  constructor(private readonly db: Firestore) {}

  async get(uid: string): Promise<StoredLinkedInTokens | null> {
    return linkedInTokensFromDocument((await this.db.doc(FIRESTORE_PATHS.linkedInTokens(uid)).get()).data());
  }

  /** One range query on expiresAt (a single-field index, which Firestore keeps by default). */
  async expiringBy(deadline: Date): Promise<readonly StoredLinkedInLink[]> {
    const snapshot = await this.db
      .collection(FIRESTORE_PATHS.linkedInTokensCollection)
      .where('expiresAt', '<=', new Date(deadline.getTime()))
      .get();
    return snapshot.docs.flatMap((document) => {
      const tokens = linkedInTokensFromDocument(document.data());
      return tokens === null ? [] : [{ uid: document.id, tokens }];
    });
  }

  async save(uid: string, tokens: StoredLinkedInTokens): Promise<void> {
    await this.db.doc(FIRESTORE_PATHS.linkedInTokens(uid)).set(linkedInTokensToDocument(tokens));
  }

  /** Deleting what is absent is not an error. */
  async remove(uid: string): Promise<void> {
    await this.db.doc(FIRESTORE_PATHS.linkedInTokens(uid)).delete();
  }
}

/**
 * users/{uid}/linkedin/default through firebase-admin: what the console shows of the link
 * (connected, expiry, organization, brand, connected at), never a token.
 */
export class FirestoreAdminLinkedInConnectionStore implements LinkedInConnectionStore {
  constructor(private readonly db: Firestore) {}

  async get(uid: string): Promise<LinkedInConnection | null> {
    return linkedInConnectionFromDocument((await this.db.doc(FIRESTORE_PATHS.linkedInConnection(uid)).get()).data());
  }

  /** Replaces the whole document, so nothing from an older shape (a token) survives. */
  async save(uid: string, connection: LinkedInConnection): Promise<void> {
    await this.db.doc(FIRESTORE_PATHS.linkedInConnection(uid)).set(linkedInConnectionToDocument(connection));
  }

  async remove(uid: string): Promise<void> {
    await this.db.doc(FIRESTORE_PATHS.linkedInConnection(uid)).delete();
  }
}
