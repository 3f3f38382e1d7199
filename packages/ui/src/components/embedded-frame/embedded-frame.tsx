// An external page in a frame (Academia, Métricas: docs/product.md, "Shared widgets and dialogs") with a spinner until
// it has loaded, and a message instead of the frame when there is no address. Sandboxed (completely unless the
// caller names tokens) and with a strict referrer policy; which addresses may be framed is the caller's decision.
import { Box, Center, Spinner, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { UiTexts } from '../../ui-texts.js';

export interface EmbeddedFrameProps {
  /** The page to embed; nothing, or blank, shows emptyMessage instead. */
  readonly url?: string | null;
  /** Accessible name of the frame (required by WCAG for iframes). */
  readonly title: string;
  /** Shown when there is no url, e.g. the metrics screen's MetricsTexts.noUrl. */
  readonly emptyMessage: string;
  /** CSS height of the frame. */
  readonly height?: string;
  /** Announced while the page loads. */
  readonly loadingLabel?: string;
  /** The frame's sandbox tokens; none given (the default) sandboxes it completely. */
  readonly sandbox?: string;
  /** What the framed page learns of the console's address: its origin at most, by default. */
  readonly referrerPolicy?: 'no-referrer' | 'origin' | 'strict-origin' | 'strict-origin-when-cross-origin';
}

/** Keyed by url so that a new address shows the spinner again. */
const LoadingFrame = ({
  url,
  title,
  height,
  loadingLabel,
  sandbox,
  referrerPolicy,
}: Required<Pick<EmbeddedFrameProps, 'title' | 'height' | 'loadingLabel' | 'sandbox' | 'referrerPolicy'>> & {
  readonly url: string;
}) => {
  const [loaded, setLoaded] = useState(false);
  return (
    <Box position="relative" width="full" height={height} aria-busy={!loaded}>
      {!loaded && (
        <Center position="absolute" inset="0" role="status" bg="bg.muted">
          <Spinner size="lg" color="brand.solid" />
          <VisuallyHidden>{loadingLabel}</VisuallyHidden>
        </Center>
      )}
      <chakra.iframe
        src={url}
        title={title}
        sandbox={sandbox}
        referrerPolicy={referrerPolicy}
        onLoad={() => setLoaded(true)}
        // A frame that cannot load has stopped loading too: no endless spinner.
        onError={() => setLoaded(true)}
        width="full"
        height="full"
        border="0"
        borderRadius="card"
        visibility={loaded ? 'visible' : 'hidden'}
      />
    </Box>
  );
};

export const EmbeddedFrame = ({
  url,
  title,
  emptyMessage,
  height = '70vh',
  loadingLabel = UiTexts.table.loading,
  sandbox = '',
  referrerPolicy = 'strict-origin-when-cross-origin',
}: EmbeddedFrameProps) => {
  const address = url?.trim() ?? '';
  if (address === '') {
    return (
      <Center width="full" minH="40" borderWidth="1px" borderStyle="dashed" borderRadius="card" p="6">
        <Text color="fg.muted" textAlign="center">
          {emptyMessage}
        </Text>
      </Center>
    );
  }
  return (
    <LoadingFrame
      key={`${address} ${sandbox}`}
      url={address}
      title={title}
      height={height}
      loadingLabel={loadingLabel}
      sandbox={sandbox}
      referrerPolicy={referrerPolicy}
    />
  );
};
