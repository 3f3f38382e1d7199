// One block of the communication guide (docs/product.md, "Communication guide (blueprint)"): shown read-only, then
// edited, then saved or discarded. Without the edit permission it is a plain read-only
// block: no Editar button (a guide read by a designer is not a form they are locked out
// of). A save that fails (rejects) keeps the block in edit mode.
import { Box, Button, Card, HStack, Heading, Stack } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { UiTexts } from '../../ui-texts.js';

export type EditableBlockMode = 'view' | 'edit';

export interface EditableBlockProps {
  readonly title: string;
  /** The read-only content. */
  readonly children: ReactNode;
  /** The form shown in edit mode; the caller keeps its draft. */
  readonly editor: ReactNode;
  /** Whether the user holds the edit permission. */
  readonly canEdit: boolean;
  /** Entering edit mode: copy the stored value into the draft. */
  readonly onEdit?: () => void;
  /** Saving the draft; a rejected promise keeps edit mode (the caller shows the error). */
  readonly onSave: () => void | Promise<void>;
  /** Leaving edit mode without saving: drop the draft. */
  readonly onDiscard?: () => void;
  /** Start in this mode (stories, or a block that opens in edit mode). */
  readonly defaultMode?: EditableBlockMode;
  /**
   * The mode, when the page holds it (e.g. a page-level save that closes every block it saved);
   * without it the block keeps its own.
   */
  readonly mode?: EditableBlockMode;
  /** Told every change of mode the block makes itself (Editar, Descartar, a save that succeeded). */
  readonly onModeChange?: (mode: EditableBlockMode) => void;
}

export const EditableBlock = ({
  title,
  children,
  editor,
  canEdit,
  onEdit,
  onSave,
  onDiscard,
  defaultMode = 'view',
  mode: controlledMode,
  onModeChange,
}: EditableBlockProps) => {
  const headingId = useId();
  const [ownMode, setOwnMode] = useState<EditableBlockMode>(canEdit ? defaultMode : 'view');
  const [saving, setSaving] = useState(false);
  const mode = controlledMode ?? ownMode;
  const editing = mode === 'edit' && canEdit;
  const setMode = (next: EditableBlockMode) => {
    setOwnMode(next);
    onModeChange?.(next);
  };

  const edit = () => {
    onEdit?.();
    setMode('edit');
  };
  const discard = () => {
    onDiscard?.();
    setMode('view');
  };
  const save = async () => {
    setSaving(true);
    try {
      await onSave();
      setMode('view');
    } catch {
      // The caller reports the failure; the draft stays so nothing typed is lost.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" borderRadius="card">
      <Card.Header>
        <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
          <Heading as="h3" size="md" id={headingId}>
            {title}
          </Heading>
          {editing ? (
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={discard} disabled={saving}>
                {UiTexts.edit.discard}
              </Button>
              <Button size="sm" colorPalette="brand" onClick={() => void save()} loading={saving}>
                {UiTexts.edit.save}
              </Button>
            </HStack>
          ) : canEdit ? (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={edit}>
              {UiTexts.edit.edit}
            </Button>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <Stack gap="4" aria-busy={saving}>
            {editor}
          </Stack>
        ) : (
          <Box>{children}</Box>
        )}
      </Card.Body>
    </Card.Root>
  );
};
