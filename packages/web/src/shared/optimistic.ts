import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Equal for the fields a list row shows: dates by time, lists element by element. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  return Object.is(a, b);
};

/** A cached list is an array of rows, or a page ({rows, …}); anything else holds no rows. */
const rowsIn = <Row>(data: unknown): readonly Row[] => {
  if (Array.isArray(data)) return data as Row[];
  const rows = typeof data === 'object' && data !== null ? (data as { rows?: unknown }).rows : undefined;
  return Array.isArray(rows) ? (rows as Row[]) : [];
};

const mapRowsIn = <Row>(data: unknown, map: (row: Row) => Row): unknown => {
  if (Array.isArray(data)) return (data as Row[]).map(map);
  if (typeof data === 'object' && data !== null && Array.isArray((data as { rows?: unknown }).rows)) {
    return { ...data, rows: (data as { rows: Row[] }).rows.map(map) };
  }
  return data;
};

/** Writes the fields into the row `isRow` picks in every cached list under `queryKey` (arrays of rows, or pages with `rows`). */
export const patchCachedRows = <Row>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  isRow: (row: Row) => boolean,
  fields: Partial<Row>,
): void => {
  queryClient.setQueriesData({ queryKey }, (data: unknown) =>
    mapRowsIn<Row>(data, (row) => (isRow(row) ? { ...row, ...fields } : row)),
  );
};

const sameFields = <Row>(row: Partial<Row>, fields: Partial<Row>): boolean =>
  Object.entries(fields).every(([name, value]) => sameValue(row[name as keyof Row], value));

/** What one optimistic change remembers: the fields it replaced, and what it showed. */
export interface RowChangeContext<Row> {
  /** Mutable: an earlier change that fails hands its own `previous` on to this one. */
  previous: Partial<Row>;
  readonly shown: Partial<Row>;
}

export interface OptimisticRowChange<Row, Variables> {
  /** The mutation's key: pending changes of the same kind are found by it. */
  readonly mutationKey: QueryKey;
  /** The cached lists (arrays of rows, or pages with `rows`) the row may be in: a key or a prefix. */
  readonly queryKey: QueryKey;
  /** The row a change is about, and how rows are told apart. */
  readonly rowKey: (variables: Variables) => string;
  readonly keyOf: (row: Row) => string;
  /** The fields shown at once. */
  readonly shown: (variables: Variables) => Partial<Row>;
}

/**
 * "Shown at once, then saved" for one row of a cached list, as TanStack Query's onMutate /
 * onError / onSuccess. Use it with a mutation `scope`, so changes run one after another:
 * - onMutate shows the new fields (after cancelling reads that would overwrite them);
 * - onError puts the replaced fields back, unless a newer change of the row is already
 *   shown: then that newer change inherits what to fall back to;
 * - onSuccess writes the fields as saved, unless a newer change is shown.
 */
export const optimisticRowChange = <Row, Variables>(
  queryClient: QueryClient,
  change: OptimisticRowChange<Row, Variables>,
) => {
  const current = (rowKey: string): Row | undefined => {
    for (const [, data] of queryClient.getQueriesData({ queryKey: change.queryKey })) {
      const row = rowsIn<Row>(data).find((candidate) => change.keyOf(candidate) === rowKey);
      if (row !== undefined) return row;
    }
    return undefined;
  };
  const write = (rowKey: string, fields: Partial<Row>) =>
    queryClient.setQueriesData({ queryKey: change.queryKey }, (data: unknown) =>
      mapRowsIn<Row>(data, (row) => (change.keyOf(row) === rowKey ? { ...row, ...fields } : row)),
    );
  const pick = (row: Row | undefined, like: Partial<Row>): Partial<Row> =>
    Object.fromEntries(Object.keys(like).map((name) => [name, row?.[name as keyof Row]])) as Partial<Row>;

  return {
    onMutate: async (variables: Variables): Promise<RowChangeContext<Row>> => {
      await queryClient.cancelQueries({ queryKey: change.queryKey });
      const rowKey = change.rowKey(variables);
      const shown = change.shown(variables);
      const previous = pick(current(rowKey), shown);
      write(rowKey, shown);
      return { previous, shown };
    },
    onError: (_error: unknown, variables: Variables, context: RowChangeContext<Row> | undefined) => {
      if (context === undefined) return;
      const rowKey = change.rowKey(variables);
      const row = current(rowKey);
      if (row !== undefined && sameFields(row, context.shown)) {
        write(rowKey, context.previous);
        return;
      }
      // A newer change is shown: the ones built on this unsaved value fall back further.
      for (const mutation of queryClient
        .getMutationCache()
        .findAll({ mutationKey: change.mutationKey, status: 'pending' })) {
        const later = mutation.state.context as RowChangeContext<Row> | undefined;
        if (
          later !== undefined &&
          later !== context &&
          change.rowKey(mutation.state.variables as Variables) === rowKey &&
          sameFields(later.previous, context.shown)
        ) {
          later.previous = { ...later.previous, ...context.previous };
        }
      }
    },
    /** `saved`: the row's fields as the server wrote them (or the shown ones when none are answered). */
    settle: (variables: Variables, context: RowChangeContext<Row> | undefined, saved: Partial<Row>) => {
      if (context === undefined) return;
      const rowKey = change.rowKey(variables);
      const row = current(rowKey);
      if (row !== undefined && sameFields(row, context.shown)) write(rowKey, saved);
    },
  };
};
