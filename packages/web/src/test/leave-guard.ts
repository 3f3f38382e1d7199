// The check each page with unsaved typing shares (docs/product.md, "Page template"): leaving by a
// menu link asks 'Cambios sin guardar'; staying keeps the page and its typing, leaving goes.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ContentTexts } from '../shared/texts.js';
import { type User } from './dialogs.js';

/** The menu's 'Academia', a page anyone may open. */
const academy = () => screen.getByRole('link', { name: 'Academia' });

/** With typing not saved on the page: stay first (`stillTyped` checks the typing is there), then leave for Academia. */
export const expectLeaveGuard = async (user: User, stillTyped: () => void) => {
  await user.click(academy());
  const prompt = await screen.findByRole('alertdialog', { name: ContentTexts.unsavedTitle });
  expect(prompt.textContent).toContain(ContentTexts.unsavedChanges);
  await user.click(within(prompt).getByRole('button', { name: ContentTexts.keepEditing }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  stillTyped();

  await user.click(academy());
  const again = await screen.findByRole('alertdialog', { name: ContentTexts.unsavedTitle });
  await user.click(within(again).getByRole('button', { name: ContentTexts.leave }));
  expect(await screen.findByRole('heading', { name: 'Academia', level: 1 })).toBeTruthy();
};
