import type { PermissionConfig } from '../permissions/catalogue.js';
import type { PermissionConfigRepository } from '../ports/repositories.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';

export type PermissionConfigRepositoryOperation = keyof PermissionConfigRepository & string;

/** config/permissions: absent until seeded or saved; save replaces the whole document. */
export class InMemoryPermissionConfigRepository implements PermissionConfigRepository {
  private config: PermissionConfig | null;
  private readonly failures = new FailureHook<PermissionConfigRepositoryOperation>(
    'InMemoryPermissionConfigRepository',
  );

  constructor(seed: PermissionConfig | null = null) {
    this.config = seed === null ? null : copy(seed);
  }

  failNext(operation?: PermissionConfigRepositoryOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async get(): Promise<PermissionConfig | null> {
    this.failures.check('get');
    return this.config === null ? null : copy(this.config);
  }

  async save(config: PermissionConfig): Promise<void> {
    this.failures.check('save');
    this.config = copy(config);
  }
}
