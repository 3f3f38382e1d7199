import { Button, HStack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps, type ConfirmIntent } from './confirm-dialog.js';
import { UiTexts } from '../../ui-texts.js';

/** Opens with args.open; either button closes it, and 'Abrir diálogo' brings it back. */
const Reopenable = (props: ConfirmDialogProps) => {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Abrir diálogo
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          props.onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
};

const meta = {
  title: 'Diálogos/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    intent: 'delete',
    message: '¿Eliminar el rol «Diseño»? Esta acción no se puede deshacer.',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <Reopenable {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    mocked(args.onConfirm).mockClear();
    mocked(args.onCancel).mockClear();
    // The dialog is portalled to the document body, outside the story's canvas.
    let dialog = await screen.findByRole('alertdialog', { name: UiTexts.dialogs.confirmDeleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: UiTexts.dialogs.confirmDelete }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir diálogo' }));
    dialog = await screen.findByRole('alertdialog', { name: UiTexts.dialogs.confirmDeleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: UiTexts.dialogs.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

interface Variant {
  readonly name: string;
  readonly intent: ConfirmIntent;
  readonly message: string;
  /** The confirmed action takes a moment: the button spins, then the dialog closes. */
  readonly slow?: boolean;
}

const VARIANTS: readonly Variant[] = [
  { name: 'Eliminación', intent: 'delete', message: '¿Eliminar el rol «Diseño»?' },
  { name: 'Deshabilitación', intent: 'disable', message: '¿Deshabilitar a ana@estudio.co?' },
  { name: 'Acción', intent: 'action', message: '¿Regenerar la guía? Reemplaza las ediciones.' },
  { name: 'Procesando', intent: 'delete', message: '¿Eliminar el rol «Ventas»?', slow: true },
];

const ConfirmCatalog = () => {
  const [open, setOpen] = useState<Variant | null>(null);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState('');
  const confirm = () => {
    if (open?.slow === true) {
      setBusy(true);
      window.setTimeout(() => {
        setBusy(false);
        setOpen(null);
        setLast(`Confirmado: ${open.name}`);
      }, 300);
      return;
    }
    setLast(`Confirmado: ${open?.name ?? ''}`);
    setOpen(null);
  };
  return (
    <>
      <HStack gap="3">
        {VARIANTS.map((variant) => (
          <Button key={variant.name} variant="outline" onClick={() => setOpen(variant)}>
            {variant.name}
          </Button>
        ))}
      </HStack>
      <Text mt="4" aria-live="polite">
        {last}
      </Text>
      <ConfirmDialog
        open={open !== null}
        intent={open?.intent ?? 'delete'}
        message={open?.message ?? ''}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => {
          setLast('Cancelado');
          setOpen(null);
        }}
      />
    </>
  );
};

/** Each state opens from its button: delete, disable, another action, and a slow confirmation. */
export const Catalog: Story = {
  render: () => <ConfirmCatalog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = [
      UiTexts.dialogs.confirmDeleteTitle,
      UiTexts.dialogs.confirmDisableTitle,
      UiTexts.dialogs.confirmTitle,
    ];
    for (const [index, name] of ['Eliminación', 'Deshabilitación', 'Acción'].entries()) {
      await userEvent.click(canvas.getByRole('button', { name }));
      const dialog = await screen.findByRole('alertdialog', { name: titles[index] });
      await userEvent.click(within(dialog).getByRole('button', { name: UiTexts.dialogs.cancel }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(canvas.getByText('Cancelado')).toBeInTheDocument();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Procesando' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: UiTexts.dialogs.confirmDelete }));
    await expect(within(dialog).getByRole('button', { name: UiTexts.dialogs.cancel })).toBeDisabled();
    await waitFor(() => expect(canvas.getByText('Confirmado: Procesando')).toBeInTheDocument());
    // The text shows as the dialog is told to close; the story ends once it has.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
