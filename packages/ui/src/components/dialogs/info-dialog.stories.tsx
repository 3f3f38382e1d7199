import { Button, HStack } from '@chakra-ui/react';
import { Messages } from '@estudio/domain/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { InfoDialog, type InfoDialogProps } from './info-dialog.js';
import { UiTexts } from '../../ui-texts.js';

/** Sample title: the screens pass their own. */
const TITLE = 'Aviso';

/** Opens with args.open; OK closes it, and 'Abrir diálogo' brings it back. */
const Reopenable = (props: InfoDialogProps) => {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Abrir diálogo
      </Button>
      <InfoDialog
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
  title: 'Diálogos/InfoDialog',
  component: InfoDialog,
  args: {
    open: true,
    title: TITLE,
    message: Messages.success.planningSaved,
    onClose: fn(),
  },
  render: (args) => <Reopenable {...args} />,
} satisfies Meta<typeof InfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    mocked(args.onClose).mockClear();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: UiTexts.dialogs.ok }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const SAMPLES = [
  { title: TITLE, message: Messages.success.planningSaved },
  { title: TITLE, message: Messages.success.sentToScheduling },
];

const InfoCatalog = () => {
  const [shown, setShown] = useState<(typeof SAMPLES)[number] | null>(null);
  return (
    <>
      <HStack gap="3">
        {SAMPLES.map((sample, index) => (
          <Button key={sample.message} variant="outline" onClick={() => setShown(sample)}>
            {`Aviso ${index + 1}`}
          </Button>
        ))}
      </HStack>
      <InfoDialog
        open={shown !== null}
        title={shown?.title ?? ''}
        message={shown?.message ?? ''}
        onClose={() => setShown(null)}
      />
    </>
  );
};

/** The success notices of docs/product.md, "Shared widgets and dialogs", each dismissed with OK (or Escape). */
export const Catalog: Story = {
  render: () => <InfoCatalog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aviso 1' }));
    let dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(Messages.success.planningSaved)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: UiTexts.dialogs.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Aviso 2' }));
    dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(Messages.success.sentToScheduling)).toBeInTheDocument();
    // Escape reaches a dialog once it is ready: its focus trap and dismiss layer start a frame
    // after it opens, and focus on OK says they have.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: UiTexts.dialogs.ok })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
