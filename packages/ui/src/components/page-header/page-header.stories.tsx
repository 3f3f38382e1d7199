import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from '../breadcrumb/breadcrumb.js';
import { PageHeader } from './page-header.js';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Ajustes de marca',
    description: 'Habilita o deshabilita marcas y gestiona quién puede trabajar en ellas.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Ajustes de marca');
  },
};

/** Title only, and with breadcrumb and actions. */
export const Estados: Story = {
  render: (args) => (
    <Stack gap="10">
      <PageHeader title="Academia" />
      <PageHeader
        {...args}
        breadcrumb={<Breadcrumb items={[{ label: 'Inicio', href: '/marca' }, { label: 'Ajustes de marca' }]} />}
        actions={
          <>
            <Button variant="outline">Exportar</Button>
            <Button colorPalette="brand">Nueva marca</Button>
          </>
        }
      />
    </Stack>
  ),
};
