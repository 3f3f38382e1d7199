import { SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchableSelect } from './searchable-select.js';
import type { SearchableSelectProps } from './searchable-select.js';

const ROLES = [
  'Superadministrador',
  'Estratega',
  'Diseñador',
  'Gestor de contenido',
  'Administrador de marcas',
  'Editor de vídeo',
  'Community manager',
  'Analista de métricas',
].map((label, index) => ({ value: `rol-${index + 1}`, label }));

/** Holds the value as a screen would. */
const Demo = (args: SearchableSelectProps) => {
  const [value, setValue] = useState(args.value);
  return (
    <SearchableSelect
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
};

const meta = {
  title: 'Formularios/SearchableSelect',
  component: SearchableSelect,
  args: {
    label: 'Rol',
    options: ROLES,
    value: null,
    onChange: fn(),
    clearable: true,
    loading: false,
    disabled: false,
  },
  render: (args) => <Demo {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem', minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Rol Selecciona...' });
    await userEvent.click(trigger);

    const filter = canvas.getByRole('combobox', { name: 'Rol' });
    await expect(filter).toHaveFocus();
    await expect(filter).toHaveAttribute('placeholder', 'Filtrar...');
    await expect(canvas.getAllByRole('option')).toHaveLength(8);

    // Ignores accents and case, matches anywhere in the label.
    const shown = () => canvas.getAllByRole('option').map((option) => option.textContent);
    await userEvent.type(filter, 'VIDEO');
    await expect(shown()).toEqual(['Editor de vídeo']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'diseñ');
    await expect(shown()).toEqual(['Diseñador']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'metricas');
    await expect(shown()).toEqual(['Analista de métricas']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No options');

    // Keyboard: PageDown moves five options, Enter picks and closes.
    await userEvent.clear(filter);
    await userEvent.keyboard('{PageDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('rol-7');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Rol Community manager' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Quitar selección: Rol' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** Placeholder, chosen value, loading, no options at all, and disabled. */
export const Estados: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="40rem">
      <SearchableSelect {...args} label="Sin elegir" />
      <SearchableSelect {...args} label="Elegido" value="rol-2" />
      <SearchableSelect {...args} label="Cargando" loading />
      <SearchableSelect {...args} label="Sin opciones" options={[]} />
      <SearchableSelect {...args} label="Deshabilitado" value="rol-3" disabled />
    </SimpleGrid>
  ),
  decorators: [
    (Story) => (
      <div style={{ minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Elegido Estratega' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Deshabilitado Diseñador' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cargando Selecciona...' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Sin opciones Selecciona...' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('No options');
  },
};
