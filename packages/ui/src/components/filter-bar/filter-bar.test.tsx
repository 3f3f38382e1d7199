import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EstudioProvider } from '../../theme/provider.js';
import { SearchFilter } from './filter-bar.js';

/** A list's filter state, as a screen keeps it: every text the box sends, and a way to set it from outside. */
const Harness = ({ heard, clear }: { readonly heard: string[]; readonly clear: { run?: () => void } }) => {
  const [value, setValue] = useState('');
  clear.run = () => setValue('');
  return (
    <EstudioProvider>
      <SearchFilter
        label="Título"
        value={value}
        onChange={(next) => {
          heard.push(next);
          setValue(next);
        }}
      />
      <output aria-label="filtro">{value}</output>
    </EstudioProvider>
  );
};

describe('SearchFilter', () => {
  it('shows every key at once and hands each text to the list', async () => {
    const user = userEvent.setup();
    const heard: string[] = [];
    render(<Harness heard={heard} clear={{}} />);
    const box = screen.getByRole('searchbox', { name: 'Título' });

    await user.type(box, 'Blog');
    expect((box as HTMLInputElement).value).toBe('Blog');
    expect(heard).toEqual(['B', 'Bl', 'Blo', 'Blog']);
    expect(screen.getByRole('status', { name: 'filtro' }).textContent).toBe('Blog');
  });

  it('shows a value set from outside (Limpiar filtros) and keeps typing after it', async () => {
    const user = userEvent.setup();
    const clear: { run?: () => void } = {};
    render(<Harness heard={[]} clear={clear} />);
    const box = screen.getByRole('searchbox', { name: 'Título' }) as HTMLInputElement;

    await user.type(box, 'Video');
    act(() => clear.run?.());
    expect(box.value).toBe('');
    await user.type(box, 'Ca');
    expect(box.value).toBe('Ca');
    expect(screen.getByRole('status', { name: 'filtro' }).textContent).toBe('Ca');
  });
});
