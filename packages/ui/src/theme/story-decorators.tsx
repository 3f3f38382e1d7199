// The decorators every story gets, in Storybook (.storybook/preview.tsx) and in the story
// tests (stories.test.tsx): the same design system wraps both, with every recipe the kit's
// components draw with (the console's included, as in the signed-in app).
import type { Decorator } from '@storybook/react';
import { addConsoleRecipes } from './console-recipes.js';
import { EstudioProvider } from './provider.js';

export const storyDecorators: Decorator[] = [
  (Story) => {
    addConsoleRecipes();
    return (
      <EstudioProvider>
        <Story />
      </EstudioProvider>
    );
  },
];
