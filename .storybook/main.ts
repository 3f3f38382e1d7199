// Storybook for the design system (packages/ui). Designers review every component here;
// stories live next to their components and are also run as tests by
// packages/ui/src/stories.test.tsx. Telemetry is off (also STORYBOOK_DISABLE_TELEMETRY=1
// in the npm scripts), so it runs offline.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, disableProjectJson: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    // On a cold cache Vite otherwise serves React as CommonJS without a default export.
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react',
        'react-dom',
        '@chakra-ui/react',
        '@emotion/react',
      ],
    },
    build: {
      ...viteConfig.build,
      // Ark UI marks every module "use client", which means nothing in a static site; the
      // bundler would print ~1000 warnings about it and hide the ones that matter.
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        onwarn: (warning, warn) => {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
      chunkSizeWarningLimit: 2_000,
    },
  }),
};

export default config;
