import { Button, HStack, Text } from '@chakra-ui/react';
import { ContentCard } from '@estudio/ui';
import { type ReactNode } from 'react';

/** One part of the blog detail: a card of the content-piece template, a region named by its heading. */
export const Panel = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <ContentCard title={title}>{children}</ContentCard>
);

/** A panel's button: shown only when `allowed`, its label kept while it loads. */
export interface PanelAction {
  readonly label: string;
  readonly allowed: boolean;
  readonly loading: boolean;
  readonly onClick: () => void;
}

/**
 * The video and image panels' buttons, the first solid and the second outlined, both disabled
 * while the blog is busy (no row when neither is allowed), then what is under way, if anything.
 */
export const PanelActions = ({
  busy,
  primary,
  secondary,
  pending,
}: {
  readonly busy: boolean;
  readonly primary: PanelAction;
  readonly secondary: PanelAction;
  readonly pending: string | null;
}) => (
  <>
    {primary.allowed || secondary.allowed ? (
      <HStack gap="2" flexWrap="wrap">
        {primary.allowed ? (
          <Button
            colorPalette="brand"
            disabled={busy}
            loading={primary.loading}
            loadingText={primary.label}
            onClick={primary.onClick}
          >
            {primary.label}
          </Button>
        ) : null}
        {secondary.allowed ? (
          <Button
            variant="outline"
            colorPalette="brand"
            disabled={busy}
            loading={secondary.loading}
            loadingText={secondary.label}
            onClick={secondary.onClick}
          >
            {secondary.label}
          </Button>
        ) : null}
      </HStack>
    ) : null}
    {pending !== null ? (
      <Text role="status" color="fg.muted">
        {pending}
      </Text>
    ) : null}
  </>
);
