import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from '../breadcrumb/breadcrumb.js';
import { StatusBadge } from '../status-badge/status-badge.js';
import { PageHeader } from './page-header.js';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Ajustes de marca',
    eyebrow: 'Marcas',
    description: 'Habilita o deshabilita marcas y gestiona quién puede trabajar en ellas.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ajustes de marca');
    // The menu item's name above the spec's title.
    await expect(canvas.getByTestId('page-header-eyebrow')).toHaveTextContent('Marcas');
  },
};

/**
 * Title only; the menu item over the spec's title; a breadcrumb with the brand, a status and
 * actions; a brand given by the screen.
 */
export const Estados: Story = {
  render: (args) => (
    <Stack gap="10">
      <PageHeader title="Academia" />
      <PageHeader title="Requerimientos" eyebrow="Parrilla" brand="Café Cumbre Andina" />
      <PageHeader
        {...args}
        eyebrow={undefined}
        title="ADN de marca"
        brand="Café Cumbre Andina"
        breadcrumb={<Breadcrumb items={[{ label: 'Marca', href: '/marca' }, { label: 'ADN de marca' }]} />}
        status={<StatusBadge status="active" size="sm" />}
        actions={
          <>
            <Button variant="outline">Ver guía de comunicación</Button>
            <Button colorPalette="brand">Guardar</Button>
          </>
        }
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Academia',
      'Requerimientos',
      'ADN de marca',
    ]);
    // Outside a shell and without a brand of its own, a header names no brand.
    await expect(canvas.getAllByTestId('page-header-brand')).toHaveLength(2);
  },
};
