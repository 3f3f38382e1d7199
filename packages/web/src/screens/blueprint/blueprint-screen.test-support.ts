// Shared by the guide screen's tests (/blueprint): the demo brand, opening the guide, its blocks
// and the stored guide.
import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { BLUEPRINT_BLOCK_LABELS } from '@estudio/domain/blueprint';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_NOW, renderApp } from '../../test/render-app.js';

/** Owned by the Estratega, assigned to the Diseñador: its guide is stored. */
export const CUMBRE = 'demo-cafe-cumbre-andina';

export const open = async (
  path: string,
  as = 'Estratega',
  adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW),
) => {
  const rendered = await renderApp({ path, as, adapters });
  return { ...rendered, user: userEvent.setup() };
};

/** One of the seven blocks, by the title the page shows. */
export const block = (name: keyof typeof BLUEPRINT_BLOCK_LABELS) =>
  screen.findByRole('region', { name: BLUEPRINT_BLOCK_LABELS[name] });

export const stored = async (adapters: MemoryAdapters, brandId = CUMBRE) => {
  const blueprint = await adapters.blueprints.get(brandId);
  if (blueprint === null) throw new Error(`no blueprint for ${brandId}`);
  return blueprint;
};
