import type { Brand } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { can, requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import { FINISHED_ORDER_COLUMNS } from '../ports/repositories.js';
import type {
  BrandRepository,
  FinishedCursor,
  FinishedOrder,
  FinishedPage,
  FinishedScope,
  RequirementRepository,
  RoleRepository,
  UserRepository,
} from '../ports/repositories.js';
import { brandVisibilityScope, canSeeBrand, visibleBrands } from '../brands/visibility.js';
import { isRequirementStatus } from '../requirements/requirement.js';
import type { Requirement, RequirementStatus } from '../requirements/requirement.js';
import { applyChange, changeStatus, isFinished } from '../requirements/requirement-status.js';
import { PAGE_SIZE } from '../requirements/pagination.js';
import { activeBrandGroups } from '../requirements/active-groups.js';
import type { ActiveGroup } from '../requirements/active-groups.js';
import type { Clock } from '../shared/clock.js';
import { DomainError, isDomainError } from '../shared/errors.js';
import { assignableUsers } from '../users/user-filters.js';
import type { AssignableUser } from '../users/user-filters.js';

/**
 * Runs one operation; an expected refusal passes through as it is, anything else (a store
 * fault) becomes the operation's catalogue message.
 */
const orFail = async <T>(message: string, operation: () => Promise<T>): Promise<T> => {
  try {
    return await operation();
  } catch (error) {
    if (isDomainError(error)) throw error;
    throw new DomainError('upstream', message, { cause: error });
  }
};

const noPermission = (details?: unknown): DomainError =>
  new DomainError('forbidden', Messages.requirements.noPermission, details);

/** The finished list's order when the user has chosen none: newest first. */
export const DEFAULT_FINISHED_ORDER: FinishedOrder = { column: 'createdAt', direction: 'desc' };

/** The order may come from screen state: only a finished-list column and a direction pass. */
const isFinishedOrder = (order: FinishedOrder): boolean =>
  (FINISHED_ORDER_COLUMNS as readonly string[]).includes(order.column) &&
  (order.direction === 'asc' || order.direction === 'desc');

/** A blank stored selection means none. */
const isSelected = (selectedBrandId: string | null): selectedBrandId is string =>
  selectedBrandId !== null && selectedBrandId.trim() !== '';

/**
 * A write key, and the right to read requirements (VIEW_REQUIREMENTS or GEN_REQUIREMENTS):
 * writing one needs the right to read it, as firestore.rules also require.
 */
export const requireWriteRight = (actor: Actor, key: 'STATUS_REQUIREMENTS' | 'ASSIGN_REQUIREMENTS'): void => {
  requirePermission(actor, key);
  if (!can(actor, 'VIEW_REQUIREMENTS') && !can(actor, 'GEN_REQUIREMENTS'))
    requirePermission(actor, 'VIEW_REQUIREMENTS');
};

/**
 * The Requerimientos and Requerimientos Finalizados screens (docs/product.md, "Requirements"):
 * the lists, the assignable users and the status change; an assignee change is the server's
 * 'requirements/assign' (RequirementAssignmentUseCases).
 */
export class RequirementUseCases {
  constructor(
    private readonly requirements: RequirementRepository,
    private readonly brands: BrandRepository,
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Every requirement not Finalizado of the selected brand, or of all the brands the actor
   * may see when none is selected (in the brands' name order): streamActive's groups, once
   * all arrived. `known`: the visible brands the caller already read (the console's brand
   * selector), so they are not read again; each is still checked against the actor's
   * visibility here.
   */
  async loadActive(actor: Actor, selectedBrandId: string | null, known?: readonly Brand[]): Promise<Requirement[]> {
    const rows: Requirement[] = [];
    for await (const group of this.streamActive(actor, selectedBrandId, known)) rows.push(...group.rows);
    return rows;
  }

  /**
   * The active list as it arrives (docs/product.md, "Requirements"): only active statuses,
   * each group's rows in the brands' order. The selected brand is one read; without one, an
   * actor who may see every brand reads them all at once, anyone else the visible brands in
   * the groups of activeBrandGroups, every group asked at once and each yielded, in that
   * order, as soon as it and those before it answered. A group that fails is left out and
   * the others still come; then the stream ends with the load error, so what arrived can
   * stay shown.
   */
  async *streamActive(
    actor: Actor,
    selectedBrandId: string | null,
    known?: readonly Brand[],
  ): AsyncGenerator<ActiveGroup, void, undefined> {
    requirePermission(actor, 'VIEW_REQUIREMENTS', Messages.requirements.noPermission);
    const brandIds = await orFail(Messages.requirements.load, () => this.brandIds(actor, selectedBrandId, known));
    if (brandIds.length === 0) return;
    const every = !isSelected(selectedBrandId) && can(actor, 'ADMIN_BRANDS_ALL');
    const groups = isSelected(selectedBrandId) || every ? [brandIds] : activeBrandGroups(brandIds);
    // Every read starts now; each settles into a value, so none is left rejected unheard
    // when the caller stops listening early.
    const reads = groups.map((group) =>
      this.readActiveGroup(group, every).then(
        (rows) => ({ rows }),
        (error: unknown) => ({ error }),
      ),
    );
    let failure: { readonly error: unknown } | null = null;
    for (const [index, read] of reads.entries()) {
      const outcome = await read;
      if ('error' in outcome) failure ??= outcome;
      else yield { brandIds: groups[index] ?? [], rows: outcome.rows };
    }
    if (failure !== null) {
      const { error } = failure;
      await orFail(Messages.requirements.load, () => Promise.reject(error));
    }
  }

  /**
   * The whole finished set of the same brands as loadActive: for the finished list with a
   * text filter, which needs every row. Without one, use loadFinishedPage and countFinished.
   * `known` as for loadActive.
   */
  async loadFinished(actor: Actor, selectedBrandId: string | null, known?: readonly Brand[]): Promise<Requirement[]> {
    requirePermission(actor, 'VIEW_REQUIREMENTS', Messages.requirements.noPermission);
    return orFail(Messages.requirements.loadFinished, async () => {
      const lists = await Promise.all(
        (await this.brandIds(actor, selectedBrandId, known)).map((id) => this.requirements.listFinished(id)),
      );
      return lists.flat().filter(isFinished);
    });
  }

  /**
   * One page (PAGE_SIZE rows) of Requerimientos Finalizados, ordered on the server (null:
   * newest first), after the cursor of the previous page (null: the first page). Same
   * brands as loadFinished: the selected brand if the actor may still see it, otherwise
   * every visible brand; a holder of ADMIN_BRANDS_ALL without a selection reads every
   * brand at once instead of brand by brand. `known` as for loadActive.
   */
  async loadFinishedPage(
    actor: Actor,
    selectedBrandId: string | null,
    order: FinishedOrder | null,
    after: FinishedCursor | null,
    known?: readonly Brand[],
  ): Promise<FinishedPage> {
    requirePermission(actor, 'VIEW_REQUIREMENTS', Messages.requirements.noPermission);
    const wanted = order ?? DEFAULT_FINISHED_ORDER;
    if (!isFinishedOrder(wanted)) {
      throw new DomainError('validation', Messages.requirements.loadFinished, { order });
    }
    return orFail(Messages.requirements.loadFinished, async () => {
      const scope = await this.finishedScope(actor, selectedBrandId, known);
      if (scope.kind === 'brands' && scope.brandIds.length === 0) return { rows: [], next: null };
      return this.requirements.pageFinished(scope, wanted, after, PAGE_SIZE);
    });
  }

  /** How many rows the finished list has (Total registros) for the same brands as loadFinishedPage. */
  async countFinished(actor: Actor, selectedBrandId: string | null, known?: readonly Brand[]): Promise<number> {
    requirePermission(actor, 'VIEW_REQUIREMENTS', Messages.requirements.noPermission);
    return orFail(Messages.requirements.loadFinished, async () => {
      const scope = await this.finishedScope(actor, selectedBrandId, known);
      if (scope.kind === 'brands' && scope.brandIds.length === 0) return 0;
      return this.requirements.countFinished(scope);
    });
  }

  /** Active users whose role holds atender_requerimientos (docs/product.md, "Requirements"). */
  /** The assignee filter and select; names and e-mails are shown only to list viewers. */
  async loadAssignableUsers(actor: Actor): Promise<AssignableUser[]> {
    requirePermission(actor, 'VIEW_REQUIREMENTS', Messages.requirements.noPermission);
    return orFail(Messages.requirements.loadAssignable, () => this.assignableUsers());
  }

  /** Writes only status, updatedAt and (for En diseño) inDesignAt; returns the requirement as saved. */
  async changeStatus(actor: Actor, requirement: Requirement, status: RequirementStatus): Promise<Requirement> {
    requireWriteRight(actor, 'STATUS_REQUIREMENTS');
    // The value may come from a form or an endpoint body: refuse anything not a status.
    if (!isRequirementStatus(status)) {
      throw new DomainError('validation', Messages.requirements.updateStatus, { status });
    }
    const patch = changeStatus(requirement, status, this.clock);
    await orFail(Messages.requirements.updateStatus, () =>
      this.requirements.update(requirement.brandId, requirement.id, patch),
    );
    return applyChange(requirement, patch);
  }

  /** The requirement a detail screen opens, from the brandId and number of its navigation state. */
  async findByNumber(
    actor: Actor,
    brandId: string | null | undefined,
    number: number | null | undefined,
  ): Promise<Requirement> {
    requirePermission(actor, 'VIEW_REQUIREMENTS', Messages.requirements.noPermission);
    if (brandId == null || brandId.trim() === '' || number == null || !Number.isInteger(number) || number < 1) {
      throw new DomainError('validation', Messages.carousel.missingBrandOrRequirement, { brandId, number });
    }
    return orFail(Messages.requirements.find, async () => {
      const notFound = new DomainError('not-found', Messages.requirements.notFoundByNumber, { brandId, number });
      const brand = await this.brands.get(brandId);
      if (brand === null) throw notFound;
      if (!canSeeBrand(brand, actor)) throw noPermission({ brandId });
      const requirement = await this.requirements.findByNumber(brandId, number);
      if (requirement === null) throw notFound;
      return requirement;
    });
  }

  /**
   * One group's active rows, by brand in the group's order: every brand's at once (`every`),
   * a single brand from its own collection (it needs no stored brandId), several at once;
   * only rows of the group's brands in an active status.
   */
  private async readActiveGroup(group: readonly string[], every: boolean): Promise<Requirement[]> {
    const [only] = group;
    const rows = every
      ? await this.requirements.listEveryActive()
      : group.length === 1 && only !== undefined
        ? await this.requirements.listActive(only)
        : await this.requirements.listActiveIn(group);
    const position = new Map(group.map((brandId, index) => [brandId, index]));
    const at = (requirement: Requirement): number => position.get(requirement.brandId) ?? -1;
    return rows.filter((requirement) => !isFinished(requirement) && at(requirement) >= 0).sort((a, b) => at(a) - at(b));
  }

  /** Every brand for ADMIN_BRANDS_ALL without a selection (no brand list needed); else brandIds. */
  private async finishedScope(
    actor: Actor,
    selectedBrandId: string | null,
    known: readonly Brand[] | undefined,
  ): Promise<FinishedScope> {
    if (can(actor, 'ADMIN_BRANDS_ALL') && !isSelected(selectedBrandId)) return { kind: 'all' };
    return { kind: 'brands', brandIds: await this.brandIds(actor, selectedBrandId, known) };
  }

  /**
   * The selected brand when one is stored (it must still be one the actor may see: the
   * stored selection can be stale), otherwise every visible brand.
   */
  private async brandIds(actor: Actor, selectedBrandId: string | null, known?: readonly Brand[]): Promise<string[]> {
    if (isSelected(selectedBrandId)) {
      const brand =
        known?.find((candidate) => candidate.id === selectedBrandId) ?? (await this.brands.get(selectedBrandId));
      if (brand === null) return [];
      if (!canSeeBrand(brand, actor)) throw noPermission({ brandId: selectedBrandId });
      return [brand.id];
    }
    const candidates = known ?? (await this.brands.listVisible(brandVisibilityScope(actor)));
    return visibleBrands(candidates, actor).map((brand) => brand.id);
  }

  private async assignableUsers(): Promise<AssignableUser[]> {
    const [users, roles] = await Promise.all([this.users.listActive(), this.roles.list()]);
    return assignableUsers(users, roles);
  }
}
