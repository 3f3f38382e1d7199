import { Stack } from '@chakra-ui/react';
import { Messages } from '@estudio/domain/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxLink, type CheckboxLinkProps } from './checkbox-link.js';

const Stateful = (props: CheckboxLinkProps) => {
  const [checked, setChecked] = useState(props.checked);
  return (
    <CheckboxLink
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange(next);
      }}
    />
  );
};

const meta = {
  title: 'Formularios/CheckboxLink',
  component: CheckboxLink,
  args: {
    checked: false,
    onCheckedChange: fn(),
    label: 'Acepto los',
    linkText: 'términos y condiciones',
    href: 'https://example.com/terminos',
    name: 'terms',
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CheckboxLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /Acepto los términos y condiciones/ });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    const link = canvas.getByRole('link', { name: /términos y condiciones/ });
    await expect(link).toHaveAttribute('href', 'https://example.com/terminos');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Unchecked with the login's error, checked and disabled. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="6">
      <Stateful {...args} error={Messages.auth.termsRequired} />
      <Stateful {...args} checked />
      <Stateful {...args} disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(Messages.auth.termsRequired)).toBeInTheDocument();
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, false]);
    await expect(boxes[2]).toBeDisabled();
  },
};
