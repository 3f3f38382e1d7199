import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UiTexts } from '../../ui-texts.js';
import { CardSkeleton, LinesSkeleton, PageSkeleton } from './skeleton.js';

const meta = {
  title: 'Estados/Skeleton',
  component: PageSkeleton,
  args: { cards: 3, columns: 1 },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen on its way: the header's title and description, then cards. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: UiTexts.skeleton.loading });
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

/** Cards side by side from the laptop width up. */
export const Columns: Story = { args: { columns: 3, cards: 3 } };

/** Lines of text and a single card, each naming its own wait when it stands alone. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="8">
      <LinesSkeleton lines={4} label="Cargando la descripción" />
      <CardSkeleton label="Cargando la tarjeta" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Cargando la descripción' })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Cargando la tarjeta' })).toBeInTheDocument();
  },
};
