import { EstudioProvider } from '@estudio/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppTexts } from '../shared/texts.js';
import { ScreenLoading } from './screen-loading.js';

describe('ScreenLoading (the fallback of every lazy screen)', () => {
  it('shows the page’s shape as a busy status named Cargando…, not a blank screen', () => {
    render(
      <EstudioProvider>
        <ScreenLoading />
      </EstudioProvider>,
    );
    const status = screen.getByRole('status', { name: AppTexts.loading });
    expect(status.getAttribute('aria-busy')).toBe('true');
    // A header block and the cards below it, hidden from assistive technology.
    expect(status.querySelectorAll('.chakra-skeleton').length).toBeGreaterThan(4);
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
