/** The columns of the requirement lists, by key, and the two sort directions. */
export type RequirementColumnKey =
  'title' | 'brand' | 'number' | 'createdBy' | 'status' | 'assignedTo' | 'updatedAt' | 'createdAt' | 'inDesignAt';

export type SortDirection = 'asc' | 'desc';
