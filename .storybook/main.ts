// Storybook for the design system (packages/ui). Designers review every component here;
// stories live next to their components. The Storybook packages join the workspace with
// the first components (the design-system issue); until then this file only fixes where
// the configuration lives and how it is set up.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true },
};

export default config;
