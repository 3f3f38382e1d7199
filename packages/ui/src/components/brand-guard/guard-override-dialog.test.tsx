import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EstudioProvider } from '../../theme/provider.js';
import { GuardOverrideDialog, overrideReasonValid, type GuardOverrideDialogProps } from './guard-override-dialog.js';

const FINDINGS = ['Concepto a evitar: «café instantáneo».', 'Afirmación sin respaldo: «el mejor de Colombia».'];

const Harness = (props: Partial<GuardOverrideDialogProps> & { readonly startOpen?: boolean }) => {
  const [open, setOpen] = useState(props.startOpen ?? true);
  return (
    <EstudioProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Programar publicación
      </button>
      <GuardOverrideDialog
        findings={FINDINGS}
        {...props}
        open={open}
        onConfirm={(reason) => props.onConfirm?.(reason)}
        onCancel={() => {
          props.onCancel?.();
          setOpen(false);
        }}
      />
    </EstudioProvider>
  );
};

const dialog = () => screen.findByRole('dialog', { name: 'Enviar con excepción' });
const confirmButton = (within_: HTMLElement) =>
  within(within_).getByRole('button', { name: 'Enviar con excepción' }) as HTMLButtonElement;

describe('overrideReasonValid', () => {
  it('takes 10 to 500 characters once trimmed', () => {
    expect(overrideReasonValid('123456789')).toBe(false);
    expect(overrideReasonValid('   123456789   ')).toBe(false);
    expect(overrideReasonValid('1234567890')).toBe(true);
    expect(overrideReasonValid(` ${'x'.repeat(500)} `)).toBe(true);
    expect(overrideReasonValid('x'.repeat(501))).toBe(false);
    expect(overrideReasonValid('')).toBe(false);
  });
});

describe('GuardOverrideDialog', () => {
  it('lists the blocking findings, focuses the reason and confirms only a valid one, trimmed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const box = await dialog();
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(FINDINGS);
    const reason = within(box).getByRole('textbox', { name: /Motivo de la excepción/ });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(confirmButton(box).disabled).toBe(true);
    await user.type(reason, '  corto  ');
    expect(confirmButton(box).disabled).toBe(true);
    expect(within(box).getByText('5 de 500 caracteres')).toBeTruthy();
    await user.type(reason, 'y aprobado por el cliente');
    expect(confirmButton(box).disabled).toBe(false);
    await user.click(confirmButton(box));
    expect(onConfirm).toHaveBeenCalledWith('corto  y aprobado por el cliente');
  });

  it('refuses a reason over 500 characters and marks the field invalid', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const box = await dialog();
    const reason = within(box).getByRole('textbox', { name: /Motivo de la excepción/ });
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    expect(confirmButton(box).disabled).toBe(true);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(box);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels with Cancelar or Escape, and starts empty when opened again', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<Harness onCancel={onCancel} onConfirm={onConfirm} />);
    let box = await dialog();
    await user.type(within(box).getByRole('textbox'), 'Un motivo a medias');
    await user.click(within(box).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Programar publicación' }));
    box = await dialog();
    expect((within(box).getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(within(box).getByRole('textbox')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while sending: the button spins, Cancelar and Escape do nothing, the reason is read-only', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} pending />);
    const box = await dialog();
    expect(confirmButton(box).disabled).toBe(true);
    expect((within(box).getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(box).getByRole('textbox') as HTMLTextAreaElement).readOnly).toBe(true);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the send’s error inside, as an alert', async () => {
    render(<Harness error="La publicación tiene hallazgos bloqueantes." />);
    const box = await dialog();
    expect(within(box).getByRole('alert').textContent).toBe('La publicación tiene hallazgos bloqueantes.');
  });
});
