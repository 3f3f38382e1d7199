import { Box, Field } from '@chakra-ui/react';
import type { TextSpan } from '@estudio/domain/content';
import { GuardedTextarea, GuardMarkedText, type EditableBlockMode, type GuardedTextareaProps } from '@estudio/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useGuardMarks, useGuardScope, useGuardTarget, type FocusTarget } from './guard-scope.js';

/*
 * The detail screens' texts under the brand guard (docs/product.md, "Revisión de marca"): an
 * editor underlines its findings as the user types, a read-only text shows the same underlines,
 * and a finding of the panel focuses either.
 */

/** A labelled textarea of one guarded field (`field`: its GuardText.field, e.g. 'caption'). */
export const GuardedField = ({
  field,
  label,
  disabled,
  ...textarea
}: Omit<GuardedTextareaProps, 'marks'> & {
  readonly field: string;
  readonly label: string;
}) => {
  const marks = useGuardMarks(field);
  const target = useGuardTarget(field);
  return (
    <Box ref={target} width="full">
      <Field.Root disabled={disabled}>
        <Field.Label>{label}</Field.Label>
        <GuardedTextarea {...textarea} marks={marks} />
      </Field.Root>
    </Box>
  );
};

/**
 * A guarded field shown as text: its findings underlined. `empty` stands for an empty text;
 * `onFocusRequest` handles a finding's click instead (e.g. opening the block's editor).
 */
export const GuardedReading = ({
  field,
  text,
  empty,
  onFocusRequest,
  testId,
}: {
  readonly field: string;
  readonly text: string;
  readonly empty?: string;
  readonly onFocusRequest?: FocusTarget;
  readonly testId?: string;
}) => {
  const marks = useGuardMarks(field);
  const target = useGuardTarget(field, onFocusRequest);
  const blank = text.trim() === '';
  return (
    <Box ref={target} tabIndex={-1} data-testid={testId} color={blank ? 'fg.muted' : undefined}>
      {blank && empty !== undefined ? empty : <GuardMarkedText text={text} marks={marks} />}
    </Box>
  );
};

/**
 * An EditableBlock of one guarded field, its mode held here: a finding of the panel on it in view
 * mode opens its editor (`open` copies the stored text into the draft, as 'Editar' does) and
 * focuses it.
 */
export const useGuardedBlock = (field: string, open: () => void) => {
  const scope = useGuardScope();
  const [mode, setMode] = useState<EditableBlockMode>('view');
  const [pending, setPending] = useState<{ readonly span: TextSpan | null } | null>(null);
  useEffect(() => {
    // The editor has registered itself by now (a child's effects run first).
    if (mode === 'edit' && pending !== null) {
      setPending(null);
      scope?.focus(field, pending.span);
    }
  }, [mode, pending, scope, field]);
  const onFocusRequest: FocusTarget = (span) => {
    open();
    setMode('edit');
    setPending({ span });
  };
  return { mode, onModeChange: setMode, onFocusRequest };
};

/**
 * A single-line input of one guarded field (`children`, e.g. a TextField of `text`): a finding
 * focuses it, and its findings show underlined in a line of text under it.
 */
export const GuardedLine = ({
  field,
  text,
  children,
}: {
  readonly field: string;
  readonly text: string;
  readonly children: ReactNode;
}) => {
  const marks = useGuardMarks(field);
  const target = useGuardTarget(field);
  return (
    <Box ref={target} data-guard-line="">
      {children}
      {marks.length === 0 ? null : (
        <Box mt="1" fontSize="sm">
          <GuardMarkedText text={text} marks={marks} />
        </Box>
      )}
    </Box>
  );
};
