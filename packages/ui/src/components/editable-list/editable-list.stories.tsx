import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditableList, type EditableListProps } from './editable-list.js';

/** The list kept in state, as a block editor keeps its draft. */
const Stateful = (props: EditableListProps) => {
  const [items, setItems] = useState(props.items);
  return (
    <EditableList
      {...props}
      items={items}
      onChange={(next) => {
        props.onChange(next);
        setItems(next);
      }}
    />
  );
};

const meta = {
  title: 'Contenido/EditableList',
  component: EditableList,
  args: {
    label: 'Preferencias',
    items: ['Café de origen', 'Lectura en cafeterías'],
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof EditableList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Add an item, type it, remove the first: the list follows each step.
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar elemento a Preferencias' }));
    const added = canvas.getByRole('textbox', { name: 'Preferencias, elemento 3' });
    await userEvent.type(added, 'Música en vivo');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar elemento 1 de Preferencias' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Lectura en cafeterías', 'Música en vivo']);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
  },
};

/** Filled, empty and disabled. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="6" maxW="xl">
      <Stateful {...args} />
      <Stateful {...args} label="Pilares de contenido" items={[]} />
      <Stateful {...args} label="Tipografía" items={['Serif para titulares']} disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin elementos')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Tipografía, elemento 1' })).toBeDisabled();
  },
};
