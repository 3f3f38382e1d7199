import { Button, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ImageCard } from './image-card.js';

/** A placeholder picture that needs no network. */
const picture = (colour: string): string =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${colour}"/><text x="200" y="210" font-size="40" text-anchor="middle" fill="white" font-family="sans-serif">Carrusel</text></svg>`,
  );

const meta = {
  title: 'Contenido/ImageCard',
  component: ImageCard,
  args: {
    src: picture('#2e4899'),
    alt: 'Imagen 1 del carrusel',
    title: 'Guía 1',
    validation: { alineacion: 82.5, descripcion: 'Respeta la paleta y el tono de la marca.' },
  },
} satisfies Meta<typeof ImageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mark = canvas.getByRole('button', { name: /Validación: OK/ });
    await expect(mark).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Alineación/)).not.toBeInTheDocument();
    await userEvent.click(mark);
    await expect(mark).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Alineación: 82,5\s%/)).toBeInTheDocument();
    await expect(canvas.getByText('Respeta la paleta y el tono de la marca.')).toBeInTheDocument();
    await userEvent.click(mark);
    await expect(canvas.queryByText(/Alineación/)).not.toBeInTheDocument();
  },
};

/** At the threshold (75.01: green OK), just below (75: red), not validated, details open. */
export const Catalog: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
      <ImageCard
        {...args}
        title="En el umbral"
        alt="Imagen en el umbral"
        validation={{ alineacion: 75.01, descripcion: 'Alineada con la guía de diseño.' }}
      />
      <ImageCard
        {...args}
        title="Por debajo"
        alt="Imagen por debajo del umbral"
        src={picture('#b94c11')}
        validation={{ alineacion: 75, descripcion: 'El texto no deja margen suficiente.' }}
      />
      <ImageCard {...args} title="Sin validar" alt="Imagen sin validar" src={picture('#253a7c')} validation={null} />
      <ImageCard
        {...args}
        title="Detalle abierto"
        alt="Imagen con el detalle abierto"
        defaultDetailsOpen
        validation={{ alineacion: 40.25, descripcion: 'Colores fuera de la paleta.' }}
        actions={
          <Button size="sm" variant="outline">
            Reemplazar imagen
          </Button>
        }
      />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /Validación: OK/ })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /Validación: no alineado/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /Validación: OK/ }));
    await expect(canvas.getByText(/Alineación: 75,01\s%/)).toBeInTheDocument();
    await expect(canvas.getByText(/Alineación: 40,25\s%/)).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Imagen sin validar' })).toBeInTheDocument();
  },
};
