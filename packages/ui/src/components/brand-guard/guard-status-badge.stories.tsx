import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuardStatusBadge } from './guard-status-badge.js';
import { StatusBadge } from '../status-badge/status-badge.js';

const meta = {
  title: 'Revisión de marca/GuardStatusBadge',
  component: GuardStatusBadge,
  args: { status: 'pasa' },
} satisfies Meta<typeof GuardStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Pasa');
    await expect(badge.closest('[data-guard-status]')).toHaveAttribute('data-guard-status', 'pasa');
    await expect(canvasElement).toHaveTextContent('Revisión de marca: Pasa');
  },
};

/** Every status beside a requirement's status, as the list shows them; 'Sin revisar' draws nothing. */
export const Catalogo: Story = {
  render: () => (
    <Stack gap="3">
      {(['pasa', 'no-pasa', 'revisar', 'sin-revisar'] as const).map((status) => (
        <HStack key={status} gap="2">
          <Text as="span" fontSize="sm" minW="24">
            {status}
          </Text>
          <StatusBadge status="En diseño" size="sm" />
          <GuardStatusBadge status={status} />
        </HStack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No pasa')).toBeInTheDocument();
    await expect(canvas.getByText('Revisar')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-guard-status]')).toHaveLength(3);
  },
};
