import { Stack } from '@chakra-ui/react';
import { Messages } from '@estudio/domain/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailInput, type EmailInputProps } from './email-input.js';

const Stateful = (props: EmailInputProps) => {
  const [value, setValue] = useState(props.value);
  return (
    <EmailInput
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
  title: 'Formularios/EmailInput',
  component: EmailInput,
  args: { label: 'Correo electrónico', value: '', onChange: fn(), placeholder: 'nombre@empresa.com', required: true },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof EmailInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Correo electrónico/ });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeRequired();
    await userEvent.type(input, 'ana@estudio.co');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@estudio.co');
    await expect(input).toHaveValue('ana@estudio.co');
  },
};

/** Empty, filled, with help, with the catalogue error and disabled. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="6" maxW="sm">
      <Stateful {...args} label="Vacío" />
      <Stateful {...args} label="Con valor" value="ana@estudio.co" />
      <Stateful {...args} label="Con ayuda" helperText="Te enviaremos un enlace de recuperación." />
      <Stateful {...args} label="Con error" value="ana@" error={Messages.auth.invalidEmail} />
      <Stateful {...args} label="Deshabilitado" value="ana@estudio.co" disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(Messages.auth.invalidEmail)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Con error/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Deshabilitado/ })).toBeDisabled();
  },
};
