// The Chakra recipes only the signed-in console draws (dialogs, the phone drawer, tables, tags,
// cards, switches, radios, selects, progress bars, text areas, breadcrumbs), added to the app's
// one system (./system.ts) when the console's code arrives, so that the login route carries
// none of them. The kit's own recipes (./recipes, one per file) need no registering: each
// component draws with its recipe object (chakra(el, recipe) or useSlotRecipe({ recipe })).
// Chakra reads a recipe by key the first time a component draws with it (and keeps the answer):
// add these before anything that uses them draws. The web app does so where the console and the
// modals are loaded; Storybook and the kit's tests at start.
import type { SystemContext } from '@chakra-ui/react';
import {
  breadcrumbSlotRecipe,
  cardSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { system } from './system.js';

/** The radio's circle in control.border, as the checkbox's ('Video a publicar'). */
const solidRadio = radioGroupSlotRecipe.variants?.variant?.solid;
const visibleRadioGroup = {
  ...radioGroupSlotRecipe,
  variants: {
    ...radioGroupSlotRecipe.variants,
    variant: {
      ...radioGroupSlotRecipe.variants?.variant,
      solid: { ...solidRadio, itemControl: { ...solidRadio?.itemControl, borderColor: 'control.border' } },
    },
  },
};
/** An off switch's track in control.border. */
const solidSwitch = switchSlotRecipe.variants?.variant?.solid;
const visibleSwitch = {
  ...switchSlotRecipe,
  variants: {
    ...switchSlotRecipe.variants,
    variant: {
      ...switchSlotRecipe.variants?.variant,
      solid: { ...solidSwitch, control: { ...solidSwitch?.control, bg: 'control.border' } },
    },
  },
};

const CONSOLE_RECIPES = {
  inputAddon: inputAddonRecipe,
  textarea: textareaRecipe,
};

const CONSOLE_SLOT_RECIPES = {
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: visibleRadioGroup,
  switch: visibleSwitch,
  table: tableSlotRecipe,
  tag: tagSlotRecipe,
};

/**
 * Adds the console's recipes to a system (the app's, unless told another); again is a no-op.
 * Chakra's system looks a recipe up in its theme the first time a component asks for it.
 */
export const addConsoleRecipes = (target: SystemContext = system): void => {
  const theme = target._config.theme;
  if (theme === undefined) throw new Error('A Chakra system without a theme');
  theme.recipes = Object.assign(theme.recipes ?? {}, CONSOLE_RECIPES);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, CONSOLE_SLOT_RECIPES);
};
