import { Heading, Stack, Text } from '@chakra-ui/react';
import type { SocialNetwork } from '@estudio/domain/brands';
import { networkPreview, type ContentKind, type PlannedPost } from '@estudio/domain/scheduling';
import { NetworkPreview } from '@estudio/ui';
import { useId } from 'react';
import { PreviewTexts } from './texts.js';

export interface PublishingPreviewProps {
  readonly kind: ContentKind;
  /** The post as the panel has it now: the caption being typed and the planning fields not saved yet. */
  readonly post: PlannedPost;
  /** The networks ticked in the panel, in its order. */
  readonly networks: readonly string[];
  /** The stored caption: when the one shown differs, the preview says that what is sent is the saved one. */
  readonly savedCaption: string;
}

/**
 * 'Vista previa' of the carousel and video publishing panels (docs/product.md, "Preview per
 * network"): the post as each ticked network shows it, from the panel's current values, with the
 * pre-flight problems of its content beside it (the domain's networkPreview, the same limits and
 * checks that refuse the send), before anything is saved or sent.
 */
export const PublishingPreview = ({ kind, post, networks, savedCaption }: PublishingPreviewProps) => {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="sm" id={headingId}>
        {PreviewTexts.preview}
      </Heading>
      {post.caption === savedCaption ? null : (
        <Text fontSize="sm" color="fg.muted">
          {PreviewTexts.unsavedCaption}
        </Text>
      )}
      {networks.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {PreviewTexts.noNetworks}
        </Text>
      ) : (
        networks.map((network) => (
          <NetworkPreview
            key={network}
            headingLevel="h4"
            preview={networkPreview(kind, post, network as SocialNetwork)}
          />
        ))
      )}
    </Stack>
  );
};
