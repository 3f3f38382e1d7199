import { UiTexts } from '@estudio/ui';
import { screen, waitFor } from '@testing-library/react';

/**
 * The screen's status regions but a comment thread's loader: a detail screen loads its thread
 * beside everything else (docs/product.md, "Comments"), so "no spinner over the page" and "the
 * spinner says…" look at the others.
 */
export const pageStatuses = (): HTMLElement[] =>
  screen.queryAllByRole('status').filter((status) => status.getAttribute('aria-label') !== UiTexts.discussion.loading);

/** The one page status once it shows (fails when there are several). */
export const findPageStatus = (): Promise<HTMLElement> =>
  waitFor(() => {
    const [status, ...others] = pageStatuses();
    if (status === undefined || others.length > 0) throw new Error('expected one page status');
    return status;
  });
