import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EstudioProvider } from '../../theme/provider.js';
import { GuardStatusBadge } from './guard-status-badge.js';

const badge = (status: Parameters<typeof GuardStatusBadge>[0]['status']) => {
  const { container, unmount } = render(
    <EstudioProvider>
      <GuardStatusBadge status={status} />
    </EstudioProvider>,
  );
  const element = container.querySelector<HTMLElement>('[data-guard-status]');
  const text = element?.textContent ?? null;
  const title = element?.getAttribute('title') ?? null;
  unmount();
  return { text, title };
};

describe('GuardStatusBadge', () => {
  it('says Pasa, No pasa or Revisar, named as the brand review for screen readers', () => {
    expect(badge('pasa')).toEqual({ text: 'Revisión de marca: Pasa', title: 'Revisión de marca: Pasa' });
    expect(badge('no-pasa').text).toBe('Revisión de marca: No pasa');
    expect(badge('revisar').text).toBe('Revisión de marca: Revisar');
  });

  it('draws nothing for an item never reviewed', () => {
    expect(badge('sin-revisar')).toEqual({ text: null, title: null });
  });
});
