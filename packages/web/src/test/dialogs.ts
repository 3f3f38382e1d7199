// Steps of the screen tests that every screen shares: its dialogs closed after their text is
// checked, a promise the test settles when it wants, and a twin's call held on it.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { UiTexts } from '@estudio/ui';
import { AppTexts } from '../shared/texts.js';

export type User = ReturnType<typeof userEvent.setup>;

const dialogs = UiTexts.dialogs;

/** The error dialog with its message (or, with prefixOnly, a message starting so), closed with Cerrar. */
export const dismissError = async (user: User, message: string, prefixOnly = false): Promise<void> => {
  const modal = await screen.findByRole('alertdialog', { name: dialogs.errorTitle });
  const text = prefixOnly
    ? within(modal).getByText((content) => content.startsWith(message))
    : within(modal).getByText(message);
  expect(text).toBeTruthy();
  await user.click(within(modal).getByRole('button', { name: dialogs.close }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

/** The information dialog with its message, closed with OK. */
export const dismissInfo = async (user: User, message: string): Promise<void> => {
  const modal = await screen.findByRole('dialog', { name: AppTexts.infoTitle });
  expect(within(modal).getByText(message)).toBeTruthy();
  await user.click(within(modal).getByRole('button', { name: dialogs.ok }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

/** A promise the test settles when it wants (a slow AI answer, an upload held). */
export const gate = <T>() => {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};

/** Holds the twin's next call of `method` until the returned release is called; the call then goes through. */
export const holdNext = <T extends object>(target: T, method: keyof T & string): (() => void) => {
  const held = gate<void>();
  const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
  vi.spyOn(target, method as never).mockImplementationOnce((async (...args: unknown[]) => {
    await held.promise;
    return original(...args);
  }) as never);
  return () => held.release();
};
