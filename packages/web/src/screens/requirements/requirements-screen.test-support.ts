// Shared by the tests of the requirements lists (/requirements, and /finished for its column
// labels, total and error modal): the title, the total it says, its selects per row, its error modal.
import { type Requirement } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { COLUMN_LABELS } from './requirement-columns.js';

export const TITLE = ScreenTitles.requirementsTitle;
export const col = COLUMN_LABELS;
export const BIG_BRAND = 'demo-textiles-quetzal';
export const total = (n: number) => Messages.requirements.totalRecords(n);
export const notFinished = (list: readonly Requirement[]) => list.filter((r) => r.status !== 'Finalizado');
export const selectFor = (column: string, r: Pick<Requirement, 'title' | 'brand'>) =>
  screen.getByRole('combobox', { name: `${column}: ${r.title} (${r.brand})` });
export const errorDialog = () => screen.findByRole('alertdialog', {}, { timeout: 5000 });
/** Closes the error modal (it hides the rest of the screen from assistive technology). */
export const closeError = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(within(await errorDialog()).getByRole('button', { name: UiTexts.dialogs.close }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};
