import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { MessageDialog, type MessageDialogProps } from './message-dialog.js';

/** Sample texts, as the brand questionnaire's leave prompt words them. */
const UNSAVED_TITLE = 'Cambios sin guardar';
const UNSAVED_CHANGES = 'Tienes respuestas sin guardar en el cuestionario. Si sales ahora, se perderán.';

/**
 * The frame with buttons of the screen's own: here the questionnaire's leave prompt, its
 * safe choice focused on opening.
 */
const LeavePrompt = (props: Omit<MessageDialogProps, 'actions' | 'initialFocus'> & { onLeave: () => void }) => {
  const stay = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(props.open);
  const close = (then: () => void) => () => {
    then();
    setOpen(false);
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Abrir diálogo
      </Button>
      <MessageDialog
        {...props}
        open={open}
        onDismiss={close(props.onDismiss)}
        initialFocus={stay}
        actions={
          <>
            <Button ref={stay} variant="outline" onClick={close(props.onDismiss)}>
              Seguir editando
            </Button>
            <Button colorPalette="red" onClick={close(props.onLeave)}>
              Salir sin guardar
            </Button>
          </>
        }
      />
    </>
  );
};

const meta = {
  title: 'Diálogos/MessageDialog',
  component: LeavePrompt,
  args: {
    open: true,
    role: 'alertdialog',
    title: UNSAVED_TITLE,
    message: UNSAVED_CHANGES,
    onDismiss: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof LeavePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    mocked(args.onDismiss).mockClear();
    mocked(args.onLeave).mockClear();
    const dialog = await screen.findByRole('alertdialog', { name: UNSAVED_TITLE });
    await expect(within(dialog).getByText(UNSAVED_CHANGES)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Seguir editando' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir sin guardar' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Both ways out: the safe choice (focused) and Escape dismiss; the other button acts. */
export const Catalog: Story = {
  play: async ({ args, canvasElement }) => {
    mocked(args.onDismiss).mockClear();
    let dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir diálogo' }));
    dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Seguir editando' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};
