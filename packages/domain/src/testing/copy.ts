/**
 * A deep copy that keeps Dates as Dates. Twins store and hand out copies so that a caller
 * mutating what it got (or what it passed in) can never change the stored state, just as
 * with a real database.
 */
export const copy = <T>(value: T): T => structuredClone(value);

/** The defined entries of a patch: an undefined field means "not given", never "erase". */
export const definedFields = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, fieldValue]) => fieldValue !== undefined)) as Partial<T>;
