// An external page in a frame (Academia, Métricas: docs/product.md, "Shared widgets and dialogs", "Metrics and
// Academy") with a loading placeholder until it has loaded, and a neutral message instead of the frame when there
// is no address. A page that reports an error, or sends no load event in time, is said plainly to be unavailable
// here, with a link to open it in a new tab; that link also sits above a loaded frame, since a page that refuses
// to be framed still loads the browser's own error page. Sandboxed (completely unless the caller names tokens)
// and with a strict referrer policy; which addresses may be framed is the caller's decision.
import { Box, Button, Flex, Stack, VisuallyHidden, chakra } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { UiTexts } from '../../ui-texts.js';
import { EmptyState } from '../empty-state/empty-state.js';
import { InfoIcon, WindowIcon } from '../empty-state/empty-state-icons.js';
import { LinesSkeleton } from '../skeleton/skeleton.js';

export interface EmbeddedFrameProps {
  /** The page to embed; nothing, or blank, shows emptyMessage instead. */
  readonly url?: string | null;
  /** Accessible name of the frame (required by WCAG for iframes). */
  readonly title: string;
  /** Shown when there is no url, e.g. the metrics screen's MetricsTexts.noUrl. */
  readonly emptyMessage: string;
  /** Under the empty message: what to do about it. */
  readonly emptyDescription?: ReactNode;
  /** CSS height of the frame. */
  readonly height?: string;
  /** Announced while the page loads. */
  readonly loadingLabel?: string;
  /** The frame's sandbox tokens; none given (the default) sandboxes it completely. */
  readonly sandbox?: string;
  /** What the framed page learns of the console's address: its origin at most, by default. */
  readonly referrerPolicy?: 'no-referrer' | 'origin' | 'strict-origin' | 'strict-origin-when-cross-origin';
  /** Milliseconds to wait for the page's load event before saying it cannot be shown here. */
  readonly timeout?: number;
}

type FrameState = 'loading' | 'loaded' | 'unavailable';

/** Opens the page itself in a new tab, out of the sandbox and without the console's address. */
const OpenInNewTab = ({ url, size }: { readonly url: string; readonly size: 'xs' | 'sm' }) => (
  <Button asChild variant="outline" size={size}>
    <a href={url} target="_blank" rel="noopener noreferrer">
      {UiTexts.frame.openInNewTab}
    </a>
  </Button>
);

/** Keyed by url so that a new address starts loading again. */
const LoadingFrame = ({
  url,
  title,
  height,
  loadingLabel,
  sandbox,
  referrerPolicy,
  timeout,
}: Required<
  Pick<EmbeddedFrameProps, 'title' | 'height' | 'loadingLabel' | 'sandbox' | 'referrerPolicy' | 'timeout'>
> & {
  readonly url: string;
}) => {
  const [state, setState] = useState<FrameState>('loading');
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (state !== 'loading') return undefined;
    const timer = setTimeout(() => setState('unavailable'), timeout);
    return () => clearTimeout(timer);
  }, [state, timeout]);
  // React attaches no error listener to a frame; the few browsers that report one are heard here.
  useEffect(() => {
    const element = frame.current;
    const failed = () => setState('unavailable');
    element?.addEventListener('error', failed);
    return () => element?.removeEventListener('error', failed);
  }, []);
  const unavailable = state === 'unavailable';
  return (
    <Stack gap="2" width="full">
      {state === 'loaded' && (
        <Flex justify="flex-end">
          <OpenInNewTab url={url} size="xs" />
        </Flex>
      )}
      {unavailable && (
        <EmptyState
          role="status"
          icon={<WindowIcon />}
          title={UiTexts.frame.unavailable}
          description={UiTexts.frame.unavailableHint}
          action={<OpenInNewTab url={url} size="sm" />}
        />
      )}
      <Box
        position="relative"
        width="full"
        height={unavailable ? '0' : height}
        overflow="hidden"
        aria-busy={state === 'loading'}
      >
        {state === 'loading' && (
          <Box position="absolute" inset="0" role="status" bg="bg.panel" borderWidth="1px" borderRadius="card" p="6">
            <VisuallyHidden>{loadingLabel}</VisuallyHidden>
            <LinesSkeleton lines={6} />
          </Box>
        )}
        <chakra.iframe
          src={url}
          title={title}
          sandbox={sandbox}
          referrerPolicy={referrerPolicy}
          // A late load still shows the page: the message only covered a wait.
          ref={frame}
          onLoad={() => setState('loaded')}
          width="full"
          height="full"
          border="0"
          borderRadius="card"
          visibility={state === 'loaded' ? 'visible' : 'hidden'}
        />
      </Box>
    </Stack>
  );
};

export const EmbeddedFrame = ({
  url,
  title,
  emptyMessage,
  emptyDescription,
  height = '70vh',
  loadingLabel = UiTexts.table.loading,
  sandbox = '',
  referrerPolicy = 'strict-origin-when-cross-origin',
  timeout = 20_000,
}: EmbeddedFrameProps) => {
  const address = url?.trim() ?? '';
  if (address === '') {
    return <EmptyState icon={<InfoIcon />} title={emptyMessage} description={emptyDescription} />;
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
      timeout={timeout}
    />
  );
};
