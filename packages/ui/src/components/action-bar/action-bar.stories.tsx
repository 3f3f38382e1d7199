import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActionBar } from './action-bar.js';

const meta = {
  title: 'Layout/ActionBar',
  component: ActionBar,
  args: {
    dirty: true,
    children: <Button colorPalette="brand">Guardar</Button>,
  },
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Acciones del formulario' });
    await expect(bar).toHaveTextContent('Hay cambios sin guardar');
    await expect(within(bar).getByRole('button', { name: 'Guardar' })).toBeEnabled();
  },
};

/** Saved, unsaved, a status of its own, several actions, and sticking to the foot of a long form. */
export const Estados: Story = {
  render: () => (
    <Stack gap="6">
      <ActionBar dirty={false} label="Sin cambios">
        <Button colorPalette="brand" disabled>
          Guardar
        </Button>
      </ActionBar>
      <ActionBar dirty label="Con cambios">
        <Button variant="outline">Descartar cambios</Button>
        <Button colorPalette="brand">Guardar</Button>
      </ActionBar>
      <ActionBar dirty label="Guardando" status="Guardando…">
        <Button colorPalette="brand" loading loadingText="Guardando…">
          Guardar
        </Button>
      </ActionBar>
      <Box maxH="60" overflowY="auto" borderWidth="1px" borderRadius="card" p="4">
        <Stack gap="3">
          {Array.from({ length: 12 }, (_, index) => (
            <Text key={index}>Pregunta {index + 1} del formulario</Text>
          ))}
        </Stack>
        <ActionBar dirty label="Formulario largo">
          <Button colorPalette="brand">Guardar</Button>
        </ActionBar>
      </Box>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sin cambios' })).toHaveTextContent(
      'Todos los cambios están guardados',
    );
    await expect(canvas.getByRole('region', { name: 'Guardando' })).toHaveTextContent('Guardando…');
  },
};
