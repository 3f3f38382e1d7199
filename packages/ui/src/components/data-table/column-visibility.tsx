// Hiding and showing a table's columns: the 'Columnas' button opens a group of checkboxes,
// one per column that may be hidden. The choice is remembered per table in localStorage,
// under a key named by the table's label, so each list keeps its own.
import { Box, Button, Checkbox, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { UiTexts } from '../../ui-texts.js';

export const columnsStorageKey = (table: string): string => `estudio.tabla.columnas.${table}`;

const readHidden = (table: string): readonly string[] => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(columnsStorageKey(table)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
};

/** The hidden column keys of a table and the toggle that changes and remembers them. */
export const useHiddenColumns = (table: string, remember: boolean) => {
  const [hidden, setHidden] = useState<readonly string[]>(() => (remember ? readHidden(table) : []));
  const toggle = useCallback(
    (key: string) =>
      setHidden((current) => {
        const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
        try {
          window.localStorage.setItem(columnsStorageKey(table), JSON.stringify(next));
        } catch {
          // Storage full or refused: the choice holds for this visit only.
        }
        return next;
      }),
    [table],
  );
  return { hidden, toggle };
};

export interface ColumnsMenuProps {
  readonly table: string;
  readonly columns: readonly { readonly key: string; readonly header: string }[];
  readonly hidden: readonly string[];
  readonly onToggle: (key: string) => void;
}

export const ColumnsMenu = ({ table, columns, hidden, onToggle }: ColumnsMenuProps) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  // Escape or a click outside closes the panel.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current !== null && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Box position="relative" ref={root}>
      <Button
        size="xs"
        variant="outline"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        {UiTexts.table.columns}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Button>
      {open ? (
        <Box
          id={panelId}
          position="absolute"
          insetEnd="0"
          top="calc(100% + 4px)"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="control"
          boxShadow="md"
          p="3"
          minW="14rem"
        >
          <Stack as="fieldset" gap="2" m="0" p="0" border="none">
            <Box as="legend" fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">
              {UiTexts.table.columnsOf(table)}
            </Box>
            {columns.map((column) => (
              <Checkbox.Root
                key={column.key}
                size="sm"
                colorPalette="brand"
                checked={!hidden.includes(column.key)}
                onCheckedChange={() => onToggle(column.key)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{column.header}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
};
