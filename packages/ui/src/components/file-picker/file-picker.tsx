// File picker of docs/product.md, "Uploads and storage paths" ('Seleccionar archivo' / 'Ningún archivo seleccionado')
// with the upload progress, its 'Cancelar subida' and the error text of the upload screens of docs/product.md, "Uploads
// and storage paths". The native input stays hidden: the visible button opens it, so there is one keyboard stop.
import { Box, Button, Field, HStack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { UploadProgress } from './upload-progress.js';
import { UiTexts } from '../../ui-texts.js';

export interface FilePickerProps {
  /** Visible label of the field ('Video', 'Imagen'...). */
  readonly label: string;
  /** The `accept` attribute: MIME types and extensions, e.g. 'video/*' or '.png,.jpg'. */
  readonly accept?: string;
  /** The chosen file; null when the choice is cleared. */
  readonly onFileChange?: (file: File | null) => void;
  /** Name shown before anything is picked here (a file already stored). */
  readonly fileName?: string;
  /** Upload progress 0-100; no bar while undefined. */
  readonly progress?: number;
  /** Error text under the field (a validation or upload message). */
  readonly error?: string;
  readonly helperText?: string;
  /** Disables the choice of a file; 'Cancelar subida' stays usable. */
  readonly disabled?: boolean;
  /**
   * Given while an upload can still be stopped: a 'Cancelar subida' button beside the bar calls it (shown only with
   * a bar, i.e. `progress` given).
   */
  readonly onCancel?: () => void;
}

export const FilePicker = ({
  label,
  accept,
  onFileChange,
  fileName,
  progress,
  error,
  helperText,
  disabled = false,
  onCancel,
}: FilePickerProps) => {
  const id = useId();
  const nameId = `${id}-name`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const shown = picked ?? fileName ?? null;
  const invalid = error !== undefined && error !== '';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPicked(file?.name ?? null);
    onFileChange?.(file);
  };

  return (
    <Field.Root id={id} invalid={invalid} disabled={disabled} gap="2">
      <Field.Label>{label}</Field.Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        hidden
        disabled={disabled}
        onChange={choose}
        data-testid="file-picker-input"
      />
      <HStack gap="3" flexWrap="wrap">
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={invalid ? `${nameId} ${errorId}` : nameId}
        >
          {UiTexts.filePicker.choose}
        </Button>
        <Text id={nameId} fontSize="sm" color={shown === null ? 'fg.muted' : 'fg'} truncate maxW="full">
          {shown ?? UiTexts.filePicker.noFile}
        </Text>
      </HStack>
      {progress !== undefined && (
        <HStack width="full" gap="3">
          <Box flex="1">
            <UploadProgress value={progress} />
          </Box>
          {onCancel === undefined ? null : (
            // Described by the file's name: with several pickers on a screen, it says which upload it stops.
            <Button variant="outline" colorPalette="red" size="xs" onClick={onCancel} aria-describedby={nameId}>
              {UiTexts.filePicker.cancel}
            </Button>
          )}
        </HStack>
      )}
      {helperText !== undefined && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      {invalid && <Field.ErrorText id={errorId}>{error}</Field.ErrorText>}
    </Field.Root>
  );
};
