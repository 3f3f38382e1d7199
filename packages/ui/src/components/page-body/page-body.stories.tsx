import { Button, Input, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActionBar } from '../action-bar/action-bar.js';
import { PageHeader } from '../page-header/page-header.js';
import { TextField } from '../text-field/text-field.js';
import { PageBody, PageSection } from './page-body.js';

const meta = {
  title: 'Layout/PageBody',
  component: PageSection,
  args: {
    title: 'Identidad de la marca',
    description: 'Quién es la marca y cómo habla.',
    children: <Text>Misión y propósito de la marca, diferencias, emociones.</Text>,
  },
  render: (args) => (
    <PageBody width="narrow">
      <PageSection {...args} />
    </PageBody>
  ),
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The card is a region named by its heading.
    await expect(canvas.getByRole('region', { name: 'Identidad de la marca' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Identidad de la marca');
  },
};

/** A screen's template: header, sections as cards, a side column, the sticky action bar. */
export const Plantilla: Story = {
  render: () => (
    <Stack gap="0" bg="page.bg" p="4">
      <PageHeader title="ADN de marca" eyebrow="Marca" brand="Café Cumbre Andina" />
      <PageBody
        width="wide"
        aside={
          <PageSection title="Archivos">
            <Text fontSize="sm">Manual de marca.pdf</Text>
          </PageSection>
        }
      >
        <PageSection title="Identidad" actions={<Button size="sm">Editar</Button>}>
          <TextField label="Nombre de la marca" value="Café Cumbre Andina" onChange={() => undefined} />
        </PageSection>
        <PageSection title="Público" description="A quién se dirige.">
          <Input aria-label="Público objetivo" defaultValue="Jóvenes profesionales" />
        </PageSection>
        <PageSection title="Sin contenido todavía" />
      </PageBody>
      <ActionBar dirty>
        <Button colorPalette="brand">Guardar</Button>
      </ActionBar>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Four cards and the action bar.
    await expect(canvas.getAllByRole('region')).toHaveLength(5);
    await expect(canvas.getByRole('region', { name: 'Archivos' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Acciones del formulario' })).toHaveTextContent(
      'Hay cambios sin guardar',
    );
  },
};
