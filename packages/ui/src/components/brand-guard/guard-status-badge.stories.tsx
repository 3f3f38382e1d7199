import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuardStatusBadge } from './guard-status-badge.js';
import { StatusBadge } from '../status-badge/status-badge.js';

/** Rows as the requirements list shows them: the title, the requirement's status, then the brand review's. */
const ROWS = [
  { title: 'Carrusel 1 - T1', status: 'Finalizado', guard: 'pasa' },
  { title: 'Video 2 - T1', status: 'En diseño', guard: 'no-pasa' },
  { title: 'Blog 3 - T1', status: 'Pendiente', guard: 'revisar' },
  { title: 'Carrusel 4 - T2', status: 'Solicitar diseño', guard: 'sin-revisar' },
] as const;

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
      {ROWS.map(({ title, status, guard }) => (
        <HStack key={title} gap="2" wrap="wrap">
          <Text as="span" fontSize="sm" fontWeight="medium" minW="32">
            {title}
          </Text>
          <StatusBadge status={status} size="sm" />
          <GuardStatusBadge status={guard} />
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
