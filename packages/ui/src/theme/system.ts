// The Chakra v3 system of the console: Chakra's defaults plus the brand tokens, the
// status semantic tokens and the recipes of ./recipes. The same system wraps the web
// app and every Storybook story (EstudioProvider).
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { recipes, slotRecipes } from './recipes/index.js';
import { semanticTokens } from './semantic-tokens.js';
import { tokens } from './tokens.js';

export const estudioConfig = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'page.bg',
      color: 'fg',
      fontFamily: 'body',
    },
  },
  theme: {
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
  },
});

export const system = createSystem(defaultConfig, estudioConfig);
