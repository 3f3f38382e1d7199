import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './breadcrumb.js';

const meta = {
  title: 'Layout/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [{ label: 'Inicio', href: '/marca' }, { label: 'Ajustes de marca' }],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ajustes de marca')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Inicio' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/marca');
  },
};

/** One level, and a deeper path. */
export const Estados: Story = {
  render: (args) => (
    <Stack gap="4">
      <Breadcrumb {...args} items={[{ label: 'Academia' }]} />
      <Breadcrumb
        {...args}
        items={[
          { label: 'Inicio', href: '/marca' },
          { label: 'Parrilla', href: '/requirements' },
          { label: 'Carrusel 3' },
        ]}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('navigation', { name: 'Ruta de navegación' })).toHaveLength(2);
    await expect(canvas.getByText('Academia')).toHaveAttribute('aria-current', 'page');
    // Only the earlier levels navigate; the current page is not a working link.
    const targets = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(targets.filter(Boolean)).toEqual(['/marca', '/requirements']);
  },
};
