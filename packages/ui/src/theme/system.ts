// The Chakra v3 system of the console: Chakra's base (conditions, utilities), its tokens
// and text styles, ONLY the Chakra recipes the public screens (login, reset password) and the
// loading skeleton use, plus the brand tokens and the status semantic tokens. Registering
// Chakra's whole defaultConfig would ship ~77 component recipes to a login page that uses a
// handful. The recipes of the signed-in console (dialogs, tables, tags…) arrive with its code:
// ./console-recipes.ts adds them to this same system. The kit's own recipes (./recipes) are
// not registered: each component draws with its recipe object.
// The same system wraps the web app and every Storybook story (EstudioProvider).
// Using a Chakra component whose recipe is in neither list leaves it unstyled: add its
// recipe (the key is Chakra's own, e.g. `menu: menuSlotRecipe`) here if the public screens
// draw it, else in ./console-recipes.ts.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  fieldSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens as chakraSemanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { semanticTokens } from './semantic-tokens.js';
import { tokens } from './tokens.js';

/**
 * An unticked checkbox's outline in control.border (3:1 against the page and the cards, WCAG
 * 1.4.11): with Chakra's gray.300 an empty choice was near invisible (./console-recipes.ts
 * does the same for a radio's circle and an off switch's track).
 */
const solidCheckmark = checkmarkRecipe.variants?.variant?.solid;
const visibleCheckmark = {
  ...checkmarkRecipe,
  variants: {
    ...checkmarkRecipe.variants,
    variant: { ...checkmarkRecipe.variants?.variant, solid: { ...solidCheckmark, borderColor: 'control.border' } },
  },
};
/** The checkbox draws its box with the checkmark's styles, copied into its own recipe. */
const solidCheckbox = checkboxSlotRecipe.variants?.variant?.solid;
const visibleCheckbox = {
  ...checkboxSlotRecipe,
  variants: {
    ...checkboxSlotRecipe.variants,
    variant: {
      ...checkboxSlotRecipe.variants?.variant,
      solid: { ...solidCheckbox, control: { ...solidCheckbox?.control, borderColor: 'control.border' } },
    },
  },
};

/**
 * Chakra's theme without its component recipes, plus the recipes of the components we use.
 * `preflight` is Chakra's CSS reset (margins, borders, form controls inheriting the font, box
 * sizing): without it the browser's defaults showed through (an 8 px page margin, sunken field
 * borders, monospace text areas, fields wider than their column).
 */
const chakraTheme = defineConfig({
  preflight: true,
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: chakraTokens,
    semanticTokens: chakraSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      checkmark: visibleCheckmark,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      checkbox: visibleCheckbox,
      field: fieldSlotRecipe,
    },
  },
});

export const estudioConfig = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'page.bg',
      color: 'fg',
      fontFamily: 'body',
    },
    // Chakra's preflight leaves a button's background to the browser (Chromium's grey
    // ButtonFace), which showed behind every outline and ghost button, and made the white
    // 'Cerrar sesión' on the dark sidebar unreadable. Recipes that paint one still win
    // (their layer comes after this one).
    button: {
      bg: 'transparent',
    },
  },
  theme: {
    tokens,
    semanticTokens,
  },
});

/** A new system of the public screens' recipes (the app has one: `system`; tests make their own). */
export const createEstudioSystem = () => createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), estudioConfig);

export const system = createEstudioSystem();
