import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActionBar } from '../action-bar/action-bar.js';
import { Breadcrumb } from '../breadcrumb/breadcrumb.js';
import { ContentCard, ContentPiece } from './content-piece.js';

const breadcrumb = <Breadcrumb items={[{ label: 'Parrilla', href: '/requirements' }, { label: 'Carrusel 6 - T6' }]} />;

const meta = {
  title: 'Layout/ContentPiece',
  component: ContentPiece,
  args: {
    title: 'Carrusel 6 - T6',
    kind: 'Carrusel',
    brand: 'Marca: Café Cumbre Andina',
    status: 'En diseño',
    breadcrumb,
    children: null,
  },
} satisfies Meta<typeof ContentPiece>;

export default meta;
type Story = StoryObj<typeof meta>;

const caption = (
  <ContentCard
    title="Caption"
    actions={
      <Button size="sm" variant="outline" colorPalette="brand">
        Generar sugerencia
      </Button>
    }
  >
    <Textarea aria-label="Caption" defaultValue="Tu café de origen, tostado esta semana." />
  </ContentCard>
);

const publishing = (
  <ContentCard title="Datos para publicar">
    <Text fontSize="sm">Redes, fecha de publicación y datos de cada red.</Text>
  </ContentCard>
);

/** A carousel: caption and guides in the main column, publishing on the side, the saves at the foot. */
export const Default: Story = {
  args: {
    children: (
      <>
        {caption}
        <ContentCard title="Guías de diseño">
          <Text>Tres guías, cada una con su imagen.</Text>
        </ContentCard>
      </>
    ),
    aside: publishing,
    footer: (
      <ActionBar dirty>
        <Button colorPalette="brand">Guardar caption</Button>
      </ActionBar>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Carrusel 6 - T6');
    await expect(canvas.getByText('Marca: Café Cumbre Andina')).toBeInTheDocument();
    await expect(canvas.getByText('En diseño')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Caption' })).toBeInTheDocument();
    await expect(canvas.getByRole('complementary', { name: 'Publicación y planificación' })).toHaveTextContent(
      'Datos para publicar',
    );
    await expect(canvas.getByRole('region', { name: 'Acciones del formulario' })).toHaveTextContent(
      'Hay cambios sin guardar',
    );
  },
};

/** Without a side column (a user who does not publish), without status, and with header actions. */
export const Estados: Story = {
  render: () => (
    <Stack gap="12">
      <ContentPiece title="Video 3 - T3" kind="Video" brand="Marca: Panadería La Espiga" breadcrumb={breadcrumb}>
        {caption}
      </ContentPiece>
      <ContentPiece
        title="Blog 13"
        kind="Blog"
        status="Pendiente"
        actions={<Button variant="outline">Generar sugerencia con IA</Button>}
        footer={
          <ActionBar dirty={false}>
            <Button colorPalette="brand" disabled>
              Guardar cambios
            </Button>
          </ActionBar>
        }
      >
        <ContentCard title="Artículo" description="Cuatro secciones">
          <Text>Este requerimiento aún no tiene artículo.</Text>
        </ContentCard>
      </ContentPiece>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Artículo' })).toHaveTextContent('Cuatro secciones');
    await expect(canvas.getByRole('button', { name: 'Generar sugerencia con IA' })).toBeEnabled();
  },
};
