import { SOCIAL_NETWORKS } from '@estudio/domain/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroupField, type CheckboxGroupFieldProps } from './checkbox-group-field.js';

const NETWORKS = SOCIAL_NETWORKS.map((network) => ({ value: network, label: network }));

/** Holds the value, as a form does. */
const Controlled = (props: CheckboxGroupFieldProps) => {
  const [value, setValue] = useState<readonly string[]>(props.value);
  return (
    <CheckboxGroupField
      {...props}
      value={value}
      onChange={(values) => {
        setValue(values);
        props.onChange(values);
      }}
    />
  );
};

const meta = {
  title: 'Formularios/CheckboxGroupField',
  component: CheckboxGroupField,
  args: { label: 'Redes sociales', options: NETWORKS, value: ['Instagram'], onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CheckboxGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Redes sociales' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
    await userEvent.click(canvas.getByText('YouTube'));
    await userEvent.click(canvas.getByText('Facebook'));
    // Kept in the options' order, not in the order ticked.
    await expect(args.onChange).toHaveBeenLastCalledWith(['Facebook', 'Instagram', 'YouTube']);
    await userEvent.click(canvas.getByText('Instagram'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Facebook', 'YouTube']);
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: ['LinkedIn', 'TikTok'], helperText: 'Solo lectura' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'LinkedIn' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'TikTok' })).toBeChecked();
  },
};
