import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './text-field.js';

const Stateful = (props: TextFieldProps) => {
  const [value, setValue] = useState(props.value);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
};

const meta = {
  title: 'Formularios/TextField',
  component: TextField,
  args: { label: 'Nombre del rol', value: '', onChange: fn(), placeholder: 'Ej.: Diseñador' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre del rol' });
    await userEvent.type(input, 'Ventas');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ventas');
    await expect(input).toHaveValue('Ventas');
  },
};

/** Visible and hidden label, e-mail type, help, error, required and disabled; small size for table rows. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="6" maxW="sm">
      <Stateful {...args} label="Vacío" />
      <Stateful {...args} label="Nombre (etiqueta oculta)" hideLabel value="Ana" size="sm" />
      <Stateful {...args} label="Correo" type="email" value="ana@estudio.co" />
      <Stateful {...args} label="Con ayuda" helperText="Se muestra en la tabla de roles." />
      <Stateful {...args} label="Con error" value="" error="El nombre es obligatorio." required />
      <Stateful {...args} label="Deshabilitado" value="Estratega" disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Nombre (etiqueta oculta)' })).toHaveValue('Ana');
    await expect(canvas.getByRole('textbox', { name: 'Correo' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: /Con error/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Deshabilitado' })).toBeDisabled();
  },
};
