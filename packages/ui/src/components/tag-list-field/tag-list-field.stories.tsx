import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagListField, type TagListFieldProps } from './tag-list-field.js';

const Stateful = (props: TagListFieldProps) => {
  const [tags, setTags] = useState(props.tags);
  return (
    <TagListField
      {...props}
      tags={tags}
      onChange={(next) => {
        setTags(next);
        props.onChange?.(next);
      }}
    />
  );
};

const meta = {
  title: 'Formularios/TagListField',
  component: TagListField,
  args: { label: 'Etiquetas de YouTube', tags: ['marca'], onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TagListField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Etiquetas de YouTube' });
    await userEvent.type(input, 'Estrategia{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['marca', 'Estrategia']);
    // Duplicates (ignoring case and accents) are skipped; commas add several.
    await userEvent.type(input, 'estrategía, vídeo{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['marca', 'Estrategia', 'vídeo']);
    const list = canvas.getByRole('list', { name: 'Etiquetas de YouTube' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar marca' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Estrategia', 'vídeo']);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The Agregar button works too.
    await userEvent.type(input, 'redes');
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Estrategia', 'vídeo', 'redes']);
  },
};

/** Empty, with tags, with an error, read-only and disabled. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="6" maxW="lg">
      <Stateful {...args} label="Vacía" tags={[]} />
      <Stateful {...args} label="Con etiquetas" tags={['marca', 'estrategia', 'contenido']} />
      <Stateful {...args} label="Con error" tags={[]} error="Agrega al menos una etiqueta." />
      <Stateful {...args} label="Solo lectura" tags={['marca', 'vídeo']} readOnly />
      <Stateful {...args} label="Deshabilitada" tags={['marca']} disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Sin etiquetas')).toHaveLength(2);
    await expect(canvas.getByText('Agrega al menos una etiqueta.')).toBeInTheDocument();
    const readOnly = canvas.getByRole('list', { name: 'Solo lectura' });
    await expect(within(readOnly).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Deshabilitada' })).toBeDisabled();
  },
};
