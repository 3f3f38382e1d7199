import type { Meta, StoryObj } from '@storybook/react-vite';
import { Messages } from '@estudio/domain/shared';
import { expect, within } from 'storybook/test';
import { DemoModelBadge } from './demo-model-badge.js';
import { UiTexts } from '../../ui-texts.js';

const meta = {
  title: 'Layout/DemoModelBadge',
  component: DemoModelBadge,
  args: { model: 'demo/estudio' },
} satisfies Meta<typeof DemoModelBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(Messages.ai.demoModelBadge);
    // A standing label, not a live region: screens keep their own loading statuses.
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(badge).toHaveAttribute('title', `${UiTexts.demoModel.hint} (demo/estudio)`);
  },
};

/** Without a model name the explanation stands alone. */
export const SinModelo: Story = {
  args: { model: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(Messages.ai.demoModelBadge)).toHaveAttribute(
      'title',
      UiTexts.demoModel.hint,
    );
  },
};
