import { Button, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from './empty-state.js';
import { InboxIcon, InfoIcon, SearchIcon, WindowIcon } from './empty-state-icons.js';

const meta = {
  title: 'Estados/EmptyState',
  component: EmptyState,
  args: {
    title: 'Todavía no hay requerimientos',
    description: 'Crea la parrilla de contenidos de la marca para empezar a producir.',
    icon: <InboxIcon />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onCreate = fn();

/** What is missing, what to do next and the button that does it. */
export const Default: Story = {
  args: { action: <Button onClick={onCreate}>Crear parrilla</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Todavía no hay requerimientos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear parrilla' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

/** Title only; small, inside a card; a heading; without a frame; information rather than emptiness. */
export const Catalog: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <EmptyState title="No hay registros para mostrar." />
      <EmptyState
        size="sm"
        icon={<SearchIcon />}
        title="Ningún resultado con estos filtros"
        description="Prueba con otra palabra o limpia los filtros."
      />
      <EmptyState titleAs="h2" icon={<InfoIcon />} title="Sin métricas" description="La marca no tiene panel." />
      <EmptyState
        framed={false}
        icon={<WindowIcon />}
        title="No se puede mostrar esta página aquí."
        action={
          <Button asChild variant="outline" size="sm">
            <a href="https://example.com/" target="_blank" rel="noopener noreferrer">
              Abrir en una pestaña nueva
            </a>
          </Button>
        }
      />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sin métricas', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir en una pestaña nueva' })).toHaveAttribute('target', '_blank');
  },
};
