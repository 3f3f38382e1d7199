// A list of free texts edited as a list (the communication guide's lists, docs/product.md,
// "Communication guide (blueprint)"): each item its own text area with a remove button,
// and a button that appends an empty item. Blank items are kept while editing; the caller
// decides what a blank item means when it saves.
import { Button, Fieldset, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { UiTexts } from '../../ui-texts.js';

export interface EditableListProps {
  /** The list's name: the fieldset's legend and the base of each item's label. */
  readonly label: string;
  readonly items: readonly string[];
  readonly onChange: (items: readonly string[]) => void;
  readonly disabled?: boolean;
  /** Rows of each item's text area. */
  readonly rows?: number;
}

export const EditableList = ({ label, items, onChange, disabled = false, rows = 2 }: EditableListProps) => (
  <Fieldset.Root disabled={disabled}>
    <Fieldset.Legend>{label}</Fieldset.Legend>
    <Stack as="ol" gap="2" listStyleType="none" aria-label={label}>
      {items.length === 0 && (
        <Text as="li" fontSize="sm" color="fg.muted">
          {UiTexts.list.empty}
        </Text>
      )}
      {items.map((item, index) => (
        <HStack as="li" key={index} align="start" gap="2">
          <Textarea
            aria-label={UiTexts.list.item(label, index + 1)}
            value={item}
            rows={rows}
            onChange={(event) =>
              onChange(items.map((current, position) => (position === index ? event.target.value : current)))
            }
          />
          <IconButton
            aria-label={UiTexts.list.remove(label, index + 1)}
            variant="outline"
            colorPalette="red"
            size="sm"
            onClick={() => onChange(items.filter((_, position) => position !== index))}
          >
            ×
          </IconButton>
        </HStack>
      ))}
    </Stack>
    <HStack>
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        aria-label={UiTexts.list.addTo(label)}
        onClick={() => onChange([...items, ''])}
      >
        {UiTexts.list.add}
      </Button>
    </HStack>
  </Fieldset.Root>
);
