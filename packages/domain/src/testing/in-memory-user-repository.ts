import { isActiveUser, normalizeEmail, type User } from '../users/user.js';
import { type UserRepository } from '../ports/repositories.js';
import { copy, definedFields } from './copy.js';
import { FailureHook } from './failure-hook.js';
import { missingDocument } from './missing-document.js';

export type UserRepositoryOperation = keyof UserRepository & string;

/** users/{uid} in a Map; list() keeps insertion order (the port promises none). */
export class InMemoryUserRepository implements UserRepository {
  private readonly users = new Map<string, User>();
  private readonly failures = new FailureHook<UserRepositoryOperation>('InMemoryUserRepository');

  constructor(seed: readonly User[] = []) {
    for (const user of seed) this.users.set(user.uid, copy(user));
  }

  failNext(operation?: UserRepositoryOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async get(uid: string): Promise<User | null> {
    this.failures.check('get');
    const user = this.users.get(uid);
    return user === undefined ? null : copy(user);
  }

  async list(): Promise<User[]> {
    this.failures.check('list');
    return [...this.users.values()].map(copy);
  }

  async listActive(): Promise<User[]> {
    this.failures.check('listActive');
    return [...this.users.values()].filter(isActiveUser).map(copy);
  }

  /**
   * Like the Firestore adapters' equality on the stored emailNormalized (which every write
   * keeps equal to normalizeEmail(email)): the first match, or null.
   */
  async findByEmail(email: string): Promise<User | null> {
    this.failures.check('findByEmail');
    const wanted = normalizeEmail(email);
    const user = [...this.users.values()].find((candidate) => normalizeEmail(candidate.email) === wanted);
    return user === undefined ? null : copy(user);
  }

  async save(user: User): Promise<void> {
    this.failures.check('save');
    const existing = this.users.get(user.uid);
    this.users.set(user.uid, copy({ ...existing, ...definedFields(user) } as User));
  }

  async update(uid: string, patch: Parameters<UserRepository['update']>[1]): Promise<void> {
    this.failures.check('update');
    const existing = this.users.get(uid);
    if (existing === undefined) throw missingDocument(`users/${uid}`);
    this.users.set(uid, copy({ ...existing, ...definedFields(patch) }));
  }

  async recordLogin(uid: string, at: Date): Promise<void> {
    this.failures.check('recordLogin');
    const existing = this.users.get(uid);
    if (existing === undefined) throw missingDocument(`users/${uid}`);
    this.users.set(uid, copy({ ...existing, lastLoginAt: at }));
  }
}
