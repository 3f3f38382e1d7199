import { REQUIREMENT_STATUSES } from '@estudio/domain/requirements';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack, Stack } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './status-badge.js';
import type { StatusBadgeStatus } from './status-badge.js';

const ALL: readonly StatusBadgeStatus[] = [...REQUIREMENT_STATUSES, 'active', 'disabled'];

const meta = {
  title: 'Datos/StatusBadge',
  component: StatusBadge,
  args: { status: 'En diseño', size: 'md' },
  argTypes: {
    status: { control: 'select', options: ALL },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En diseño')).toHaveAttribute('data-status', 'En diseño');
  },
};

/** The four requirement statuses and the active/disabled states, in both sizes. */
export const Estados: Story = {
  render: () => (
    <Stack gap="3">
      {(['md', 'sm'] as const).map((size) => (
        <HStack key={size} gap="2" wrap="wrap">
          {ALL.map((status) => (
            <StatusBadge key={status} status={status} size={size} />
          ))}
        </HStack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Active')).toHaveLength(2);
    await expect(canvas.getAllByText('Disabled')).toHaveLength(2);
    await expect(canvas.getAllByText('Solicitar diseño')).toHaveLength(2);
  },
};
