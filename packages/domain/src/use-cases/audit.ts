import { auditEntryFor } from '../audit/audit-entry.js';
import type { AuditEntry, AuditedWrite } from '../audit/audit-entry.js';
import { auditWriter } from '../audit/audit-entry.js';
import { ServerMessages } from '../server-messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { AuditLog, AuditQuery } from '../ports/audit-log.js';
import type { BrandRepository, UserRepository } from '../ports/repositories.js';
import { DomainError } from '../shared/errors.js';
import { normalizeEmail } from '../users/user.js';
import { orFail } from './or-fail.js';

/** What an administrator asks of the audit log; every given filter applies. */
export interface AuditFilter {
  /** A brand id, or a brand's name (case and surrounding blanks ignored). */
  readonly brand?: string;
  /** Who wrote: an e-mail, or a uid. */
  readonly user?: string;
  /** Entries at or after this time. */
  readonly since?: Date;
  /** At most this many, the newest (AUDIT_DEFAULT_LIMIT when not given). */
  readonly limit?: number;
}

export const AUDIT_DEFAULT_LIMIT = 100;
export const AUDIT_MAX_LIMIT = 1000;

const messages = ServerMessages.audit;

const refused = (details: object): DomainError => new DomainError('validation', messages.invalidFilter, details);

/**
 * The audit log (docs/product.md, "Audit log"): the server's triggers record each write to
 * brands, requirements, blueprints, users, roles and config/permissions; holders of
 * ADMIN_USERS read it.
 */
export class AuditUseCases {
  constructor(
    private readonly log: AuditLog,
    private readonly users: UserRepository,
    private readonly brands: BrandRepository,
  ) {}

  /**
   * Records one write seen by a trigger (the server itself acts: no actor). A signed-in
   * writer's e-mail is read from their users/{uid} record; when that read fails the entry is
   * still written, with the e-mail unknown. A write made with the Admin SDK (no signed-in user
   * in the auth context: a service account, the system, or the emulator's unknown) of a user,
   * brand, requirement or blueprint names the person the server stamped on it: the
   * after-document's changedBy {uid, email}, when this write set it (docs/product.md, "Audit
   * log"); changedBy itself is never listed as a changed field. Returns the entry, or null
   * when the write is not audited (see auditEntryFor).
   */
  async record(write: AuditedWrite): Promise<AuditEntry | null> {
    const writer = auditWriter(write);
    const email =
      writer.uid === null
        ? null
        : await this.users.get(writer.uid).then(
            (user) => user?.email ?? null,
            () => null,
          );
    const entry = auditEntryFor(write, email);
    return entry === null ? null : this.log.append(entry);
  }

  /** The entries matching the filter, newest first. Requires ADMIN_USERS. */
  async list(actor: Actor, filter: AuditFilter = {}): Promise<AuditEntry[]> {
    requirePermission(actor, 'ADMIN_USERS');
    const limit = filter.limit ?? AUDIT_DEFAULT_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > AUDIT_MAX_LIMIT) throw refused({ limit });
    if (filter.since !== undefined && Number.isNaN(filter.since.getTime())) throw refused({ since: filter.since });
    const query: { -readonly [K in keyof AuditQuery]: AuditQuery[K] } = { limit };
    if (filter.since !== undefined) query.since = filter.since;

    const user = filter.user?.trim() ?? '';
    if (user.includes('/')) throw refused({ user });
    if (user.includes('@')) query.actorEmail = normalizeEmail(user);
    else if (user !== '') query.actorUid = user;

    const brand = filter.brand?.trim() ?? '';
    if (brand.includes('/')) throw refused({ brand });
    if (brand !== '') query.brandId = await this.brandIdOf(brand);

    return orFail(messages.load, () => this.log.list(query));
  }

  /**
   * A brand's id from its id or its name. A reference that names no stored brand is taken
   * as an id: a deleted brand's entries stay readable by the id they name.
   */
  private async brandIdOf(reference: string): Promise<string> {
    return orFail(messages.load, async () => {
      if ((await this.brands.get(reference)) !== null) return reference;
      const name = reference.toLowerCase();
      const named = (await this.brands.list()).filter((brand) => brand.brandName.trim().toLowerCase() === name);
      if (named.length > 1) {
        throw new DomainError('validation', messages.ambiguousBrand, { brand: reference, ids: named.map((b) => b.id) });
      }
      return named[0]?.id ?? reference;
    });
  }
}
