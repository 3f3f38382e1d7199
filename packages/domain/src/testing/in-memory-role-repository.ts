import type { NewRole, RoleRepository } from '../ports/repositories.js';
import type { Role } from '../roles/role.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';
import { missingDocument } from './missing-document.js';
import { SequentialIdGenerator, type IdGenerator } from './sequential-id-generator.js';

export type RoleRepositoryOperation = keyof RoleRepository & string;

/** roles/{id}; create draws ids from the injected generator (role-1, role-2... by default). */
export class InMemoryRoleRepository implements RoleRepository {
  private readonly roles = new Map<string, Role>();
  private readonly failures = new FailureHook<RoleRepositoryOperation>('InMemoryRoleRepository');

  constructor(
    seed: readonly Role[] = [],
    private readonly ids: IdGenerator = new SequentialIdGenerator('role-'),
  ) {
    for (const role of seed) this.roles.set(role.id, copy(role));
  }

  failNext(operation?: RoleRepositoryOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async get(id: string): Promise<Role | null> {
    this.failures.check('get');
    const role = this.roles.get(id);
    return role === undefined ? null : copy(role);
  }

  async list(): Promise<Role[]> {
    this.failures.check('list');
    return [...this.roles.values()].map(copy);
  }

  async create(role: NewRole): Promise<Role> {
    this.failures.check('create');
    const created: Role = {
      id: this.ids.next(),
      name: role.name,
      permissions: [...role.permissions],
      timestamp: role.timestamp,
    };
    this.roles.set(created.id, copy(created));
    return copy(created);
  }

  async updatePermissions(id: string, permissions: readonly string[]): Promise<void> {
    this.failures.check('updatePermissions');
    const existing = this.roles.get(id);
    if (existing === undefined) throw missingDocument(`roles/${id}`);
    this.roles.set(id, copy({ ...existing, permissions: [...permissions] }));
  }

  /** Deleting an absent role is not an error, as in Firestore. */
  async delete(id: string): Promise<void> {
    this.failures.check('delete');
    this.roles.delete(id);
  }
}
