// Shared by the brand questionnaire's tests (/marca): the demo brand, opening the screen with the
// locations it reaches, its fields, loading a brand into it, and files to pick.
import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { expect } from 'vitest';
import { SELECTED_BRAND_KEY } from '../../shared/active-brand.js';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { BrandDnaTexts } from './brand-dna-texts.js';

const text = BrandDnaTexts;

export const CAFE = 'demo-cafe-cumbre-andina';
export const CAFE_NAME = 'Café Cumbre Andina';

type Role = 'Estratega' | 'Administrador de marcas' | 'Diseñador';

export const open = async (as: Role = 'Estratega', adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW)) => {
  const locations: Location[] = [];
  const rendered = await renderApp({
    path: '/marca',
    as,
    adapters,
    onLocation: (location) => locations.push(location),
  });
  return { ...rendered, user: userEvent.setup(), locations, here: () => locations.at(-1) };
};

export const brandPicker = () => screen.getByLabelText<HTMLSelectElement>(text.brandPicker);
/** The control labelled `label` (a required field's label ends in its '*' mark). */
export const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  screen.getByLabelText<T>((content) => content.replace(/\s*\*$/, '') === label, {
    selector: 'input, textarea, select',
  });
export const saveButton = () => screen.getByRole('button', { name: text.save });

/** Waits for the dropdown's brands, then picks one and waits for its answers in the form. */
export const loadBrand = async (user: ReturnType<typeof userEvent.setup>, id: string, name: string) => {
  await waitFor(() => expect(within(brandPicker()).getByRole('option', { name })).toBeTruthy());
  await user.selectOptions(brandPicker(), id);
  await waitFor(() => expect(field(text.fields.brandName).value).toBe(name));
};

export const fileOf = (name: string, type: string, size = 4096) => new File(['x'.repeat(size)], name, { type });

export const storedSelection = (): { id?: string } | null =>
  JSON.parse(window.localStorage.getItem(SELECTED_BRAND_KEY) ?? 'null') as { id?: string } | null;
