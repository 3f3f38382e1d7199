import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordInput, type PasswordInputProps } from './password-input.js';

/** Keeps the typed value, as a form would. */
const Stateful = (props: PasswordInputProps) => {
  const [value, setValue] = useState(props.value);
  return (
    <PasswordInput
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
  title: 'Formularios/PasswordInput',
  component: PasswordInput,
  args: { label: 'Contraseña', value: '', onChange: fn(), required: true },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Contraseña/, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secreta1');
    await expect(args.onChange).toHaveBeenLastCalledWith('secreta1');
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar contraseña' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Empty, filled, with an error and disabled. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="6" maxW="sm">
      <Stateful {...args} label="Vacía" />
      <Stateful {...args} label="Con valor" value="secreta1" />
      <Stateful {...args} label="Con error" value="123" error="La contraseña es demasiado corta." />
      <Stateful {...args} label="Nueva contraseña" autoComplete="new-password" />
      <Stateful {...args} label="Deshabilitada" value="secreta1" disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La contraseña es demasiado corta.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Deshabilitada/, { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByLabelText(/Nueva contraseña/, { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};
