import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BusyOverlay } from './busy-overlay.js';

/** Sample text: the screens pass their own wait message. */
const GENERATING = 'Generando el contenido de ejemplo, por favor espera...';

const Scripts = () => (
  <Stack gap="2" p="4" borderWidth="1px" borderRadius="card">
    <Heading as="h3" size="sm">
      Guion de ejemplo
    </Heading>
    <Text>¿Sabías que tu marca puede hablar por ti?</Text>
    <Button alignSelf="start" size="sm">
      Editar guion
    </Button>
  </Stack>
);

const meta = {
  title: 'Contenido/BusyOverlay',
  component: BusyOverlay,
  args: { busy: true, message: GENERATING, children: <Scripts /> },
} satisfies Meta<typeof BusyOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(GENERATING);
    // The covered content is inert: no keyboard focus, no clicks.
    const covered = canvasElement.querySelector('[inert]');
    await expect(covered).not.toBeNull();
    await expect(covered).toContainElement(canvasElement.querySelector('button'));
  },
};

/** Idle and busy side by side. */
export const Catalog: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <BusyOverlay {...args} busy={false} />
      <BusyOverlay {...args} busy />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    const [idle, busy] = canvas.getAllByRole('button', { name: 'Editar guion' });
    await expect(idle?.closest('[inert]')).toBeNull();
    await expect(busy?.closest('[inert]')).not.toBeNull();
  },
};
