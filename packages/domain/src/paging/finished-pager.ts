import type { FinishedCursor, FinishedOrder, FinishedScope } from '../ports/repositories.js';
import { compareOrderKeys, type OrderKey } from './firestore-order.js';

/*
 * Pages of Finalizado requirements for both Firestore flavours, SDK-free: each adapter
 * hands in its ordered queries as sources, this decides what to ask each one and merges.
 *
 * - One source (the 'all' scope's collection-group query, or a single brand): one query
 *   with limit(pageSize + 1) after the previous page's last document; the extra document
 *   only says whether another page follows. Reads <= pageSize + 1 documents per page.
 * - Several brands: one ordered query per brand, limit(pageSize), each after that brand's
 *   own last shown document (the per-brand cursors live behind the opaque cursor), merged
 *   in order. Reads <= brands x pageSize documents per page; brands found exhausted are
 *   not asked again. When the page leaves a single brand with exactly pageSize documents
 *   read and all shown, a limit(1) probe says whether it has more (the others read
 *   nothing then, so the bound still holds). A superadmin never takes this path: the
 *   'all' scope is one query.
 * Either way `next` is null exactly when no row follows.
 */

/** One ordered query: the documents after `after` (null: from the start), at most `limit`. */
export interface PageSource<Doc> {
  readonly key: string;
  readonly fetch: (after: Doc | null, limit: number) => Promise<readonly Doc[]>;
}

interface SourceState<Doc> {
  /** The last document shown from this source; null: none yet. */
  readonly after: Doc | null;
  /** Known to hold nothing after `after`: never asked again. */
  readonly done: boolean;
}

interface CursorState<Doc> {
  /** The scope and order the cursor was made for: it is good for nothing else. */
  readonly query: string;
  readonly sources: ReadonlyMap<string, SourceState<Doc>>;
}

/** What identifies one paged query; a cursor from another query is refused. */
export const finishedQueryKey = (scope: FinishedScope, order: FinishedOrder): string =>
  JSON.stringify([
    scope.kind === 'all' ? ['all'] : ['brands', ...[...scope.brandIds].sort()],
    order.column,
    order.direction,
  ]);

export const requireValidPageSize = (pageSize: number): void => {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`pageSize must be a whole number >= 1, got ${pageSize}`);
};

export class FinishedPager<Doc> {
  /** The opaque cursors handed out, each with what the next page needs. */
  private readonly cursors = new WeakMap<FinishedCursor, CursorState<Doc>>();

  constructor(private readonly keyOf: (doc: Doc, column: FinishedOrder['column']) => OrderKey) {}

  async page(
    scope: FinishedScope,
    order: FinishedOrder,
    sources: readonly PageSource<Doc>[],
    after: FinishedCursor | null,
    pageSize: number,
  ): Promise<{ readonly docs: Doc[]; readonly next: FinishedCursor | null }> {
    requireValidPageSize(pageSize);
    const query = finishedQueryKey(scope, order);
    const state = after === null ? null : this.cursors.get(after);
    if (state === undefined || (state !== null && state.query !== query)) {
      throw new Error('This cursor belongs to another list of finished requirements: start again from the first page.');
    }

    const previous = (key: string): SourceState<Doc> => state?.sources.get(key) ?? { after: null, done: false };
    const live = sources.filter((source) => !previous(source.key).done);
    const limit = live.length === 1 ? pageSize + 1 : pageSize;
    const fetched = await Promise.all(live.map((source) => source.fetch(previous(source.key).after, limit)));

    // Merge: repeatedly take the smallest head; each source gives a prefix of its own order.
    const compare = compareOrderKeys(order.direction);
    const taken = live.map(() => 0);
    const docs: Doc[] = [];
    while (docs.length < pageSize) {
      let best = -1;
      let bestKey: OrderKey | null = null;
      fetched.forEach((answer, index) => {
        const head = answer[taken[index] ?? 0];
        if (head === undefined) return;
        const key = this.keyOf(head, order.column);
        if (bestKey === null || compare(key, bestKey) < 0) {
          best = index;
          bestKey = key;
        }
      });
      const answer = fetched[best];
      if (answer === undefined) break;
      docs.push(answer[taken[best] ?? 0] as Doc);
      taken[best] = (taken[best] ?? 0) + 1;
    }

    const next = new Map(state?.sources ?? []);
    await Promise.all(
      live.map(async (source, index) => {
        const answer = fetched[index] ?? [];
        const shown = taken[index] ?? 0;
        const last = shown > 0 ? (answer[shown - 1] as Doc) : previous(source.key).after;
        let done = shown === answer.length && answer.length < limit;
        if (shown === answer.length && answer.length === limit) {
          // Everything read was shown and the source may hold more: ask for one document.
          done = (await source.fetch(last, 1)).length === 0;
        }
        next.set(source.key, { after: last, done });
      }),
    );
    if ([...next.values()].every((source) => source.done)) return { docs, next: null };
    const cursor = Object.freeze({}) as FinishedCursor;
    this.cursors.set(cursor, { query, sources: next });
    return { docs, next: cursor };
  }
}

/** What both Firestore SDKs' query snapshots offer the pager: a field and the document path. */
export interface OrderedSnapshot {
  get(field: string): unknown;
  readonly ref: { readonly path: string };
}

/** A pager over either SDK's query snapshots. */
export const snapshotPager = <Doc extends OrderedSnapshot>(): FinishedPager<Doc> =>
  new FinishedPager<Doc>((snapshot, column) => ({ value: snapshot.get(column), path: snapshot.ref.path.split('/') }));
