// Keyboard movement and placement of the dropdown list, as pure rules (docs/product.md, "Shared widgets and dialogs": page size 5, menu 140 to 300 px).

/** docs/product.md, "Shared widgets and dialogs" dropdown defaults. */
export const SELECT_DEFAULTS = {
  maxMenuHeight: 300,
  minMenuHeight: 140,
  pageSize: 5,
} as const;

export type MenuMove = 'next' | 'previous' | 'pageDown' | 'pageUp' | 'first' | 'last';

/**
 * The active option after a key. Arrows wrap around the ends; page keys move by the
 * page size and stop at the ends. -1 means no option (an empty list).
 */
export const moveActive = (
  current: number,
  move: MenuMove,
  count: number,
  pageSize: number = SELECT_DEFAULTS.pageSize,
): number => {
  if (count <= 0) return -1;
  const from = current < 0 ? -1 : Math.min(current, count - 1);
  switch (move) {
    case 'next':
      return from + 1 >= count ? 0 : from + 1;
    case 'previous':
      return from <= 0 ? count - 1 : from - 1;
    case 'pageDown':
      return Math.min(Math.max(from, 0) + pageSize, count - 1);
    case 'pageUp':
      return Math.max(from - pageSize, 0);
    case 'first':
      return 0;
    case 'last':
      return count - 1;
  }
};

export type MenuPlacement = 'bottom' | 'top';

/**
 * The list opens below the control unless less than the minimum menu height fits there
 * and there is more room above (the minimum is when to flip, not a forced height).
 */
export const menuPlacement = (
  spaceBelow: number,
  spaceAbove: number,
  minMenuHeight: number = SELECT_DEFAULTS.minMenuHeight,
): MenuPlacement => (spaceBelow < minMenuHeight && spaceAbove > spaceBelow ? 'top' : 'bottom');
