import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectionsWarning } from './connections-warning.js';
import { UiTexts } from '../../ui-texts.js';

const meta = {
  title: 'Layout/ConnectionsWarning',
  component: ConnectionsWarning,
  args: {
    message: 'LinkedIn caduca en 3 días.',
    actionLabel: 'Revisar conexiones',
    href: '/socialmedia',
    onDismiss: fn(),
  },
} satisfies Meta<typeof ConnectionsWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: UiTexts.connectionsWarning.label });
    await expect(within(region).getByText('LinkedIn caduca en 3 días.')).toBeInTheDocument();
    await expect(within(region).getByRole('link', { name: 'Revisar conexiones' })).toHaveAttribute(
      'href',
      '/socialmedia',
    );
    // Not a live region nor an alert: it must not interrupt the screen.
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: UiTexts.connectionsWarning.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Several connections at once: the line wraps where it must. */
export const VariasConexiones: Story = {
  args: { message: 'LinkedIn no se puede renovar y caduca en 2 días; Metricool no responde.' },
};

/** Without onDismiss there is no button. */
export const SinOcultar: Story = {
  args: { onDismiss: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
