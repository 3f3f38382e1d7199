// The shell's compact warning that a connection of the active brand needs action (docs/product.md,
// "Estado de las conexiones"): one line with what needs it, a link to where it is fixed and a
// button that hides it. A named region, not a live region nor an alert: it arrives after the
// screen has drawn and must not interrupt, and the screens' own statuses stay the only ones.
import { Box, chakra } from '@chakra-ui/react';
import { anchorLink, type RenderShellLink } from '../app-shell/shell-link.js';
import { UiTexts } from '../../ui-texts.js';

export interface ConnectionsWarningProps {
  /** What needs action, e.g. 'LinkedIn caduca en 3 días'. */
  readonly message: string;
  /** The link's words and where it goes (the connections' screen). */
  readonly actionLabel: string;
  readonly href: string;
  /** The router's link (the app's), a plain anchor by default. */
  readonly renderLink?: RenderShellLink;
  /** Hides it (the app decides for how long); no button when absent. */
  readonly onDismiss?: () => void;
}

const DismissButton = chakra('button');

export const ConnectionsWarning = ({
  message,
  actionLabel,
  href,
  renderLink = anchorLink(),
  onDismiss,
}: ConnectionsWarningProps) => (
  <Box
    as="section"
    aria-label={UiTexts.connectionsWarning.label}
    display="inline-flex"
    flexWrap="wrap"
    alignItems="center"
    columnGap="2"
    rowGap="1"
    maxW="full"
    px="3"
    py="1"
    borderRadius="md"
    bg="orange.subtle"
    color="orange.fg"
    borderWidth="1px"
    borderColor="orange.muted"
    fontSize="sm"
    lineHeight="1.4"
  >
    <span>{message}</span>
    <Box as="span" fontWeight="semibold" textDecoration="underline">
      {renderLink({ href, children: actionLabel })}
    </Box>
    {onDismiss ? (
      <DismissButton
        type="button"
        onClick={onDismiss}
        aria-label={UiTexts.connectionsWarning.dismiss}
        title={UiTexts.connectionsWarning.dismiss}
        px="1"
        minW="6"
        minH="6"
        borderRadius="sm"
        cursor="pointer"
        color="orange.fg"
        _hover={{ bg: 'orange.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'orange.fg' }}
      >
        ×
      </DismissButton>
    ) : null}
  </Box>
);
