// The registry of the design system's own recipes, one per file in this folder, fed to
// createSystem in ../system.ts. To add one: create `<name>.ts` exporting the recipe, then
// add ONE import line and ONE entry line below (keep the lists one-per-line so parallel
// edits merge). Components use the recipe object directly (chakra(el, recipe) or
// useSlotRecipe({ recipe })); registering it here lets the app theme override it by key.
import type { RecipeDefinition, SlotRecipeConfig } from '@chakra-ui/react';
import { statusBadgeRecipe } from './status-badge.js';
import { navItemRecipe } from './nav-item.js';
import { sortableHeaderRecipe } from './sortable-header.js';
import { selectMenuRecipe } from './select-menu.js';
import { colourSlotRecipe } from './colour-slot.js';
import { validationMarkRecipe } from './validation-mark.js';
import { statusSelectRecipe } from './status-select.js';

/** Single-part recipes (defineRecipe), by key. */
export const recipes: Record<string, RecipeDefinition> = {
  statusBadge: statusBadgeRecipe,
  navItem: navItemRecipe,
  sortableHeader: sortableHeaderRecipe,
  colourSlot: colourSlotRecipe,
  validationMark: validationMarkRecipe,
  statusSelect: statusSelectRecipe,
};

/** Multi-part recipes (defineSlotRecipe), by key. */
export const slotRecipes: Record<string, SlotRecipeConfig> = {
  selectMenu: selectMenuRecipe,
};
