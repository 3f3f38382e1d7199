import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { GuardOverrideDialog, type GuardOverrideDialogProps } from './guard-override-dialog.js';

const BLOCKING: readonly string[] = [
  'Concepto a evitar: «café instantáneo» está entre los conceptos a evitar de la marca. Reescribe la frase sin él.',
  'Afirmación sin respaldo: «es el mejor de Colombia» no se apoya en ninguna fuente de la marca (sin respaldo).',
];

const REASON = 'El cliente aprobó esta frase por correo el 26/11.';

/** Opens with args.open; confirm or cancel closes it and 'Programar publicación' brings it back. */
const Reopenable = (props: GuardOverrideDialogProps) => {
  const [open, setOpen] = useState(props.open);
  const [sent, setSent] = useState('');
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Programar publicación
      </Button>
      <Text mt="3" aria-live="polite">
        {sent}
      </Text>
      <GuardOverrideDialog
        {...props}
        open={open}
        onConfirm={(reason) => {
          props.onConfirm(reason);
          setSent(`Enviado con motivo: ${reason}`);
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
  title: 'Revisión de marca/GuardOverrideDialog',
  component: GuardOverrideDialog,
  args: { open: true, findings: BLOCKING, onConfirm: fn(), onCancel: fn() },
  render: (args) => <Reopenable {...args} />,
} satisfies Meta<typeof GuardOverrideDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    mocked(args.onConfirm).mockClear();
    const dialog = await screen.findByRole('dialog', { name: 'Enviar con excepción' });
    const confirm = within(dialog).getByRole('button', { name: 'Enviar con excepción' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo de la excepción/ });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await expect(confirm).toBeDisabled();
    // Nine characters once trimmed are not enough; ten are.
    await userEvent.type(reason, '  123456789  ');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(reason);
    await userEvent.type(reason, `  ${REASON}  `);
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith(REASON);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText(`Enviado con motivo: ${REASON}`)).toBeInTheDocument();
  },
};

/** Cancelar closes it and sends nothing; reopened, the reason starts empty. */
export const Cancelar: Story = {
  play: async ({ canvasElement, args }) => {
    mocked(args.onCancel).mockClear();
    mocked(args.onConfirm).mockClear();
    let dialog = await screen.findByRole('dialog', { name: 'Enviar con excepción' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Un motivo a medias');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Programar publicación' }));
    dialog = await screen.findByRole('dialog', { name: 'Enviar con excepción' });
    await expect(within(dialog).getByRole('textbox')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The send is running: the button spins and nothing dismisses; the server's refusal shows inside. */
export const EnviandoYError: Story = {
  args: { pending: true, error: 'No se pudo enviar la publicación: la red de Instagram no respondió.' },
  // Nothing focusable behind the open modal: the story ends with it open.
  render: (args) => (
    <>
      <Text>Carrusel 1 - T1</Text>
      <GuardOverrideDialog {...args} />
    </>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Enviar con excepción' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/no respondió/);
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};
