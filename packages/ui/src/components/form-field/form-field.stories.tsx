import { Input, NativeSelect } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from './form-field.js';
import { SelectOptions } from './select-options.js';

const meta = {
  title: 'Formularios/FormField',
  component: FormField,
  args: { label: 'Título del video', helperText: 'Se muestra en YouTube.', children: <Input /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control; the help text shows while there is no error. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Título del video' })).toBeInTheDocument();
    await expect(canvas.getByText('Se muestra en YouTube.')).toBeInTheDocument();
  },
};

/** An error replaces the help text and marks the control invalid. */
export const WithError: Story = {
  args: { required: true, error: 'El campo es obligatorio.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('El campo es obligatorio.')).toBeInTheDocument();
    await expect(canvas.queryByText('Se muestra en YouTube.')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Título del video/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The native select's options, one disabled. */
export const WithSelectOptions: Story = {
  args: {
    label: 'Red social',
    helperText: undefined,
    children: (
      <NativeSelect.Root>
        <NativeSelect.Field>
          <SelectOptions
            options={[
              { value: 'instagram', label: 'Instagram' },
              { value: 'tiktok', label: 'TikTok', disabled: true },
            ]}
          />
        </NativeSelect.Field>
      </NativeSelect.Root>
    ),
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Red social' });
    await expect(within(select).getAllByRole('option')).toHaveLength(2);
    await expect(within(select).getByRole('option', { name: 'TikTok' })).toBeDisabled();
  },
};
