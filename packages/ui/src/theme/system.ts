// The Chakra v3 system of the console: Chakra's base (conditions, utilities), its tokens
// and text styles, ONLY the Chakra recipes the console's components use, plus the brand
// tokens, the status semantic tokens and the recipes of ./recipes. Registering Chakra's
// whole defaultConfig would ship ~77 component recipes to a login page that uses a handful.
// The same system wraps the web app and every Storybook story (EstudioProvider).
// Using a Chakra component whose recipe is not listed here leaves it unstyled: add its
// recipe below (the key is Chakra's own, e.g. `menu: menuSlotRecipe`).
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens as chakraSemanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes/index.js';
import { semanticTokens } from './semantic-tokens.js';
import { tokens } from './tokens.js';

/**
 * An unticked checkbox's outline and an off switch's track in control.border (3:1 against the
 * page and the cards, WCAG 1.4.11): with Chakra's gray.300 an empty choice was near invisible.
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
/** The radio's circle, the same way ('Video a publicar'). */
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
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: visibleCheckbox,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: visibleRadioGroup,
      switch: visibleSwitch,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
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
    recipes,
    slotRecipes,
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), estudioConfig);
