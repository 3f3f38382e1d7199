import { ChakraProvider, Table } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addConsoleRecipes } from './console-recipes.js';
import { createEstudioSystem } from './system.js';

const drawTable = (system: ReturnType<typeof createEstudioSystem>) =>
  render(
    <ChakraProvider value={system}>
      <Table.Root aria-label="tabla">
        <Table.Body>
          <Table.Row>
            <Table.Cell>celda</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </ChakraProvider>,
  );

describe('addConsoleRecipes', () => {
  it('leaves the console’s recipes out of the public screens’ system', () => {
    const system = createEstudioSystem();
    for (const key of ['dialog', 'drawer', 'table', 'tag', 'card', 'switch', 'nativeSelect']) {
      expect(system.isSlotRecipe(key)).toBe(false);
    }
    expect(system.isRecipe('textarea')).toBe(false);
    for (const key of ['button', 'input', 'link', 'heading', 'checkmark', 'skeleton', 'spinner']) {
      expect(system.isRecipe(key)).toBe(true);
    }
    expect(system.isSlotRecipe('checkbox')).toBe(true);
    expect(system.isSlotRecipe('field')).toBe(true);
  });

  it('adds them to a system that already exists, and a component drawn afterwards uses them', () => {
    const system = createEstudioSystem();
    addConsoleRecipes(system);
    addConsoleRecipes(system);
    for (const key of ['dialog', 'drawer', 'table', 'tag', 'card', 'switch', 'nativeSelect', 'radioGroup']) {
      expect(system.isSlotRecipe(key)).toBe(true);
    }
    expect(system.isRecipe('textarea')).toBe(true);
    drawTable(system);
    expect(screen.getByRole('table', { name: 'tabla' }).className).toContain('chakra-table__root');
  });

  it('keeps an off switch’s track and an empty radio visible (control.border)', () => {
    const system = createEstudioSystem();
    addConsoleRecipes(system);
    const slots = (key: string) => system.getSlotRecipe(key) as { variants: { variant: { solid: object } } };
    expect(slots('switch').variants.variant.solid).toMatchObject({ control: { bg: 'control.border' } });
    expect(slots('radioGroup').variants.variant.solid).toMatchObject({
      itemControl: { borderColor: 'control.border' },
    });
  });
});
