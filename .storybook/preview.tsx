// Every story renders inside the console's design system, exactly as in the web app and
// in the story tests (the decorators come from packages/ui).
import type { Preview } from '@storybook/react-vite';
import { storyDecorators } from '@estudio/ui';

const preview: Preview = {
  decorators: storyDecorators,
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
