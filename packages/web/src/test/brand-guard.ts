// Steps of the detail screens' brand-guard tests (docs/product.md, "Revisión de marca"): the
// panel, a text's underlines, and the override dialog before a send.
import { GuardUiTexts } from '@estudio/ui';
import { screen, within } from '@testing-library/react';

const words = GuardUiTexts;

/** The 'Revisión de marca' panel. */
export const guardPanel = (): HTMLElement => screen.getByRole('region', { name: words.panel });

/** The panel once it shows. */
export const findGuardPanel = (): Promise<HTMLElement> => screen.findByRole('region', { name: words.panel });

/** The underlined spans inside `element` (an editor's field, or a read-only text): their text and tone. */
export const marksIn = (element: HTMLElement): { text: string; tone: string | null }[] =>
  [...element.querySelectorAll('[data-guard-mark]')].map((mark) => ({
    text: mark.textContent ?? '',
    tone: mark.getAttribute('data-tone'),
  }));

/** The field (label, editor and its underlines) around a labelled textarea. */
export const fieldOf = (textbox: HTMLElement): HTMLElement => {
  const field = textbox.closest<HTMLElement>('[data-guarded-textarea]');
  if (field === null) throw new Error('not a guarded textarea');
  return field;
};

/** The panel's finding (a button) whose message is `message`. */
export const findingButton = (message: string): HTMLElement => {
  const button = within(guardPanel()).getByText(message).closest<HTMLElement>('button');
  if (button === null) throw new Error(`the finding «${message}» is not a button`);
  return button;
};

/** The override dialog ('Enviar con excepción'), once it shows. */
export const findOverrideDialog = (): Promise<HTMLElement> => screen.findByRole('dialog', { name: words.override });

export const queryOverrideDialog = (): HTMLElement | null => screen.queryByRole('dialog', { name: words.override });
