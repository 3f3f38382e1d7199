// Sending a piece with blocking findings of the brand review (docs/product.md, "Revisión de
// marca"): the dialog lists them and asks for the reason, 10 to 500 characters once trimmed,
// before the screen sends with it. The reason is kept on the sent post and in the audit log.
// Escape, a click outside and Cancelar cancel, unless the send is running.
import { Box, Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { UiTexts } from '../../ui-texts.js';

/** The reason's bounds, trimmed (the domain's overrideReasonInvalid says the same). */
export const OVERRIDE_REASON_MIN = 10;
export const OVERRIDE_REASON_MAX = 500;

export const overrideReasonValid = (reason: string): boolean => {
  const length = reason.trim().length;
  return length >= OVERRIDE_REASON_MIN && length <= OVERRIDE_REASON_MAX;
};

export interface GuardOverrideDialogProps {
  readonly open: boolean;
  /** The blocking findings, as the panel names them (Spanish lines). */
  readonly findings: readonly string[];
  /** The send is running: the confirm button spins and nothing dismisses. */
  readonly pending?: boolean;
  /** The send failed: shown in the dialog, the reason kept. */
  readonly error?: string | null;
  /** The reason, trimmed. */
  readonly onConfirm: (reason: string) => void;
  readonly onCancel: () => void;
}

export const GuardOverrideDialog = ({
  open,
  findings,
  pending = false,
  error = null,
  onConfirm,
  onCancel,
}: GuardOverrideDialogProps) => {
  const [reason, setReason] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  // Each opening starts with an empty reason.
  useEffect(() => {
    if (open) setReason('');
  }, [open]);
  const length = reason.trim().length;
  const valid = overrideReasonValid(reason);
  const confirm = () => {
    if (valid && !pending) onConfirm(reason.trim());
  };
  return (
    <Dialog.Root
      open={open}
      role="dialog"
      placement="center"
      closeOnEscape={!pending}
      closeOnInteractOutside={!pending}
      initialFocusEl={() => field.current}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            data-guard-override=""
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{UiTexts.guard.override}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Box>
                  <Dialog.Description asChild>
                    <Text fontSize="sm" mb="2">
                      {UiTexts.guard.overrideIntro}
                    </Text>
                  </Dialog.Description>
                  <Stack
                    as="ul"
                    gap="1.5"
                    ps="0"
                    listStyleType="none"
                    maxH="40vh"
                    overflowY="auto"
                    tabIndex={findings.length > 4 ? 0 : undefined}
                  >
                    {findings.map((line, index) => (
                      <Text
                        as="li"
                        key={index}
                        fontSize="sm"
                        borderStartWidth="3px"
                        borderStartColor="red.600"
                        bg="red.50"
                        color="red.900"
                        px="2.5"
                        py="1.5"
                        borderRadius="sm"
                      >
                        {line}
                      </Text>
                    ))}
                  </Stack>
                </Box>
                <Field.Root required invalid={length > OVERRIDE_REASON_MAX}>
                  <Field.Label>{UiTexts.guard.overrideReason}</Field.Label>
                  <Textarea
                    ref={field}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    rows={4}
                    autoresize
                    maxH="12lh"
                    readOnly={pending}
                  />
                  <Field.HelperText display="flex" justifyContent="space-between" gap="3" width="full">
                    <span>{UiTexts.guard.overrideHelp}</span>
                    <Box as="span" flexShrink={0} fontVariantNumeric="tabular-nums" aria-live="polite">
                      {UiTexts.guard.overrideLength(length)}
                    </Box>
                  </Field.HelperText>
                </Field.Root>
                {error ? (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {error}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={pending}>
                {UiTexts.dialogs.cancel}
              </Button>
              <Button
                type="submit"
                colorPalette="red"
                disabled={!valid}
                loading={pending}
                loadingText={UiTexts.guard.override}
              >
                {UiTexts.guard.override}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
