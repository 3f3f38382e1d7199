import { Button, Stack } from '@chakra-ui/react';
import { Messages } from '@estudio/domain/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { ErrorDialog, type ErrorDialogProps } from './error-dialog.js';
import { UiTexts } from '../../ui-texts.js';

/** Opens with args.open; Cerrar closes it, and 'Abrir diálogo' brings it back. */
const Reopenable = (props: ErrorDialogProps) => {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Abrir diálogo
      </Button>
      <ErrorDialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
};

const meta = {
  title: 'Diálogos/ErrorDialog',
  component: ErrorDialog,
  args: { open: true, message: Messages.blueprint.saveChanges, onClose: fn() },
  render: (args) => <Reopenable {...args} />,
} satisfies Meta<typeof ErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    mocked(args.onClose).mockClear();
    const dialog = await screen.findByRole('alertdialog', { name: UiTexts.dialogs.errorTitle });
    await expect(within(dialog).getByText(Messages.blueprint.saveChanges)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: UiTexts.dialogs.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

const SAMPLES = [
  Messages.rolesAndUsers.saveUserEdit,
  `${Messages.carousel.validateDesignPrefix}el servicio no respondió a tiempo (504).`,
  Messages.video.scriptsFailed,
];

const ErrorCatalog = () => {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <Stack gap="2" align="start">
        {SAMPLES.map((sample, index) => (
          <Button key={sample} variant="outline" onClick={() => setMessage(sample)}>
            {`Error ${index + 1}`}
          </Button>
        ))}
      </Stack>
      <ErrorDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </>
  );
};

/** Short, prefixed and long catalogue messages, each closed with Cerrar. */
export const Catalog: Story = {
  render: () => <ErrorCatalog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [index, sample] of SAMPLES.entries()) {
      await userEvent.click(canvas.getByRole('button', { name: `Error ${index + 1}` }));
      const dialog = await screen.findByRole('alertdialog', { name: UiTexts.dialogs.errorTitle });
      await expect(within(dialog).getByText(sample)).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: UiTexts.dialogs.close }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
  },
};
