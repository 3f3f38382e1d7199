import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SwitchField, type SwitchFieldProps } from './switch-field.js';

const Stateful = (props: SwitchFieldProps) => {
  const [checked, setChecked] = useState(props.checked);
  return (
    <SwitchField
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange?.(next);
      }}
    />
  );
};

const meta = {
  title: 'Formularios/SwitchField',
  component: SwitchField,
  // allowComments defaults to true (docs/product.md, "Shared widgets and dialogs").
  args: { label: 'Permitir comentarios', checked: true, onCheckedChange: fn(), name: 'allowComments' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SwitchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Permitir comentarios' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

/** On, off, with help, disabled and read-only. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="5">
      <Stateful {...args} label="Activado" checked />
      <Stateful {...args} label="Desactivado" checked={false} />
      <Stateful {...args} label="Con ayuda" checked helperText="Se aplica a todas las redes elegidas." />
      <Stateful {...args} label="Deshabilitado" checked disabled />
      <Stateful {...args} label="Solo lectura" checked={false} readOnly />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch')).toHaveLength(5);
    await expect(canvas.getByRole('switch', { name: 'Desactivado' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Deshabilitado' })).toBeDisabled();
  },
};
