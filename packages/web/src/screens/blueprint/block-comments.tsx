import { Box, Button, Stack } from '@chakra-ui/react';
import { BLUEPRINT_BLOCK_LABELS, type BlueprintBlockName } from '@estudio/domain/blueprint';
import { NewCountBadge } from '@estudio/ui';
import { useId, useState } from 'react';
import { CommentsPanel } from '../../shared/comments/comments-panel.js';
import { CommentTexts } from '../../shared/texts.js';

/**
 * A guide block's thread (docs/product.md, "Comments"), folded under the block: 'Ver
 * comentarios' with how many are new for the reader; opening it reads the thread (and marks it read).
 */
export const BlockComments = ({
  brandId,
  name,
  count,
}: {
  readonly brandId: string;
  readonly name: BlueprintBlockName;
  /** Comments new for the reader in this block's thread. */
  readonly count: number;
}) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="3" mt="2" pt="3" borderTopWidth="1px" borderColor="border.muted">
      <Box>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? CommentTexts.hideBlockThread : CommentTexts.showBlockThread(count)}
        </Button>
        {open ? null : <NewCountBadge count={count} />}
      </Box>
      {open ? (
        <Box id={panelId}>
          <CommentsPanel
            brandId={brandId}
            target={{ kind: 'blueprint', id: name }}
            label={CommentTexts.of(BLUEPRINT_BLOCK_LABELS[name])}
          />
        </Box>
      ) : null}
    </Stack>
  );
};
