// The decorators every story gets, in Storybook (.storybook/preview.tsx) and in the story
// tests (stories.test.tsx): the same design system wraps both.
import type { Decorator } from '@storybook/react';
import { EstudioProvider } from './provider.js';

export const storyDecorators: Decorator[] = [
  (Story) => (
    <EstudioProvider>
      <Story />
    </EstudioProvider>
  ),
];
