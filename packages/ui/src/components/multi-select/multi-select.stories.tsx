import { SimpleGrid } from '@chakra-ui/react';
import { PERMISSION_CODES } from '@estudio/domain/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiSelect } from './multi-select.js';
import type { MultiSelectProps } from './multi-select.js';

const PERMISSIONS = PERMISSION_CODES.map((code) => ({ value: code, label: code }));
const NETWORKS = ['Facebook', 'Instagram', 'LinkedIn', 'TikTok', 'YouTube', 'Publicación en línea'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

/** Holds the values as a screen would. */
const Demo = (args: MultiSelectProps) => {
  const [value, setValue] = useState<readonly string[]>(args.value);
  return (
    <MultiSelect
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
  title: 'Formularios/MultiSelect',
  component: MultiSelect,
  args: {
    label: 'Permisos del rol',
    options: PERMISSIONS,
    value: ['estrategia'],
    onChange: fn(),
    loading: false,
    disabled: false,
  },
  render: (args) => <Demo {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Permisos del rol estrategia' }));
    const list = canvas.getByRole('listbox', { name: 'Permisos del rol' });
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await expect(list.style.maxHeight).toBe('300px');

    const filter = canvas.getByRole('combobox', { name: 'Permisos del rol' });
    await userEvent.type(filter, 'BLUEPRINT');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'vista_blueprint',
      'editar_blueprint',
      'generar_blueprint',
    ]);
    await userEvent.click(canvas.getByRole('option', { name: 'editar_blueprint' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['estrategia', 'editar_blueprint']);
    await expect(canvas.getByRole('option', { name: 'editar_blueprint' })).toHaveAttribute('aria-selected', 'true');

    // Still open, so the keyboard goes on: values stay in the options' order, and Enter on
    // a chosen option takes it out again.
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['estrategia', 'vista_blueprint', 'editar_blueprint']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['estrategia', 'vista_blueprint']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'nada parecido');
    await expect(canvas.getByRole('status')).toHaveTextContent('No hay opciones');
  },
};

/** Nothing chosen, several chosen, accents in the labels, loading and disabled. */
export const Estados: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="44rem">
      <MultiSelect {...args} label="Redes" options={NETWORKS} value={[]} />
      <MultiSelect {...args} label="Redes elegidas" options={NETWORKS} value={['instagram', 'linkedin']} />
      <MultiSelect {...args} label="Cargando permisos" loading value={[]} />
      <MultiSelect {...args} label="Sin permiso para editar" disabled />
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
    await expect(canvas.getByRole('button', { name: 'Redes elegidas Instagram, LinkedIn' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Redes Selecciona...' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Redes' }), 'LINEA');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['Publicación en línea']);
  },
};
