// A list of short texts edited one by one (YouTube tags of the publishing panel, docs/product.md, "Shared widgets and dialogs"): type and press Enter or Agregar; each tag has its own remove button.
import { Button, Field, HStack, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { addTags, removeTag } from './tag-list.js';
import { UiTexts } from '../../ui-texts.js';

export interface TagListFieldProps {
  readonly label: string;
  readonly tags: readonly string[];
  readonly onChange?: (tags: readonly string[]) => void;
  readonly placeholder?: string;
  readonly helperText?: string;
  readonly error?: string;
  readonly disabled?: boolean;
  /** Without edit permission: the tags only. */
  readonly readOnly?: boolean;
  /** Shown when there are no tags. */
  readonly emptyText?: string;
}

export const TagListField = ({
  label,
  tags,
  onChange,
  placeholder = UiTexts.tags.placeholder,
  helperText,
  error,
  disabled = false,
  readOnly = false,
  emptyText = UiTexts.tags.empty,
}: TagListFieldProps) => {
  const [draft, setDraft] = useState('');
  const invalid = error !== undefined && error !== '';
  const editable = !readOnly && !disabled;

  const add = () => {
    const next = addTags(tags, draft);
    setDraft('');
    if (next !== tags) onChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const list =
    tags.length === 0 ? (
      <Text fontSize="sm" color="fg.muted">
        {emptyText}
      </Text>
    ) : (
      <Wrap as="ul" gap="2" listStyleType="none" aria-label={label}>
        {tags.map((tag, index) => (
          <Tag.Root as="li" key={`${tag}-${index}`} size="lg" colorPalette="brand" variant="subtle">
            <Tag.Label>{tag}</Tag.Label>
            {editable && (
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={UiTexts.tags.remove(tag)}
                  onClick={() => onChange?.(removeTag(tags, index))}
                />
              </Tag.EndElement>
            )}
          </Tag.Root>
        ))}
      </Wrap>
    );

  if (readOnly) {
    return (
      <Stack gap="1.5">
        <Text fontWeight="medium" fontSize="sm">
          {label}
        </Text>
        {list}
      </Stack>
    );
  }

  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <HStack width="full" gap="2">
        <Input
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" colorPalette="brand" onClick={add} disabled={disabled || draft.trim() === ''}>
          {UiTexts.tags.add}
        </Button>
      </HStack>
      {list}
      {helperText !== undefined && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      {invalid && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
};
