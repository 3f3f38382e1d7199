// The write box of a thread (docs/product.md, "Comments"): a text area that suggests the
// brand's people after '@' (arrows, Enter or Tab to pick, Escape to close), a counter, and
// 'Comentar' (Ctrl + Enter too). The text is cleared once the caller's submit resolves.
import { Box, Button, Field, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { insertMention, mentionQuery, mentionSuggestions, type CommentPerson } from '@estudio/domain/content';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatNumber } from '../../format/es-format.js';
import { UiTexts } from '../../ui-texts.js';

const t = UiTexts.discussion;

export interface CommentBoxProps {
  /** The text area's accessible name; 'Escribe un comentario' unless said. */
  readonly label?: string;
  /** Who can be mentioned (the brand's people). */
  readonly people: readonly CommentPerson[];
  /** Publishes the text; the box clears when it resolves and keeps the text when it rejects. */
  readonly onSubmit: (text: string) => Promise<unknown>;
  readonly pending?: boolean;
  /** Why the last submit was refused. */
  readonly error?: string | null;
  readonly maxLength: number;
}

interface Typing {
  readonly start: number;
  readonly caret: number;
  readonly options: readonly CommentPerson[];
}

export const CommentBox = ({ label = t.box, people, onSubmit, pending = false, error, maxLength }: CommentBoxProps) => {
  const [text, setText] = useState('');
  const [typing, setTyping] = useState<Typing | null>(null);
  const [active, setActive] = useState(0);
  const area = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const hintId = useId();

  const follow = (value: string, caret: number) => {
    const query = mentionQuery(value, caret);
    const options = query === null ? [] : mentionSuggestions(query.query, people);
    setTyping(query === null || options.length === 0 ? null : { start: query.start, caret, options });
    setActive(0);
  };

  const pick = (person: CommentPerson) => {
    if (typing === null) return;
    const next = insertMention(text, typing.start, typing.caret, person);
    setText(next.text);
    setTyping(null);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const blank = text.trim() === '';
  const submit = async () => {
    if (blank || pending) return;
    try {
      await onSubmit(text);
      setText('');
      setTyping(null);
    } catch {
      // The caller shows why (error); the text stays for another try.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (typing !== null) {
      const count = typing.options.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const person = typing.options[active];
        if (person !== undefined) {
          event.preventDefault();
          pick(person);
          return;
        }
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setTyping(null);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <Stack gap="2">
      <Field.Root invalid={error !== undefined && error !== null}>
        <Field.Label srOnly>{label}</Field.Label>
        <Box position="relative" width="full">
          <Textarea
            ref={area}
            value={text}
            rows={3}
            maxLength={maxLength}
            placeholder={t.placeholder}
            aria-describedby={hintId}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={typing !== null}
            aria-controls={typing === null ? undefined : listId}
            aria-activedescendant={typing === null ? undefined : optionId(active)}
            onChange={(event) => {
              setText(event.target.value);
              follow(event.target.value, event.target.selectionStart ?? event.target.value.length);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setTyping(null)}
          />
          {typing === null ? null : (
            <Box
              as="ul"
              id={listId}
              role="listbox"
              aria-label={t.people}
              position="absolute"
              zIndex="dropdown"
              top="100%"
              left="0"
              mt="1"
              minW="64"
              maxW="full"
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="md"
              boxShadow="md"
              listStyleType="none"
              p="1"
            >
              {typing.options.map((person, index) => (
                <Box
                  as="li"
                  key={person.uid}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  px="2"
                  py="1.5"
                  borderRadius="sm"
                  cursor="pointer"
                  bg={index === active ? 'brand.subtle' : undefined}
                  // Picked before the text area's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(person);
                  }}
                >
                  <Text fontSize="sm" fontWeight="medium">
                    {person.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {person.email}
                  </Text>
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text id={hintId} fontSize="xs" color="fg.muted">
          {t.length(formatNumber(text.length), formatNumber(maxLength))} · {t.shortcut}
        </Text>
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => void submit()}
          disabled={blank}
          loading={pending}
          loadingText={t.sending}
        >
          {t.submit}
        </Button>
      </Flex>
    </Stack>
  );
};
