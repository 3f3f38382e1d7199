import type { ConnectionWarning } from '@estudio/domain/scheduling';
import { ConnectionsWarning, type RenderShellLink } from '@estudio/ui';
import { useState } from 'react';
import { useConnectionHealth } from '../shared/api/connection-health.js';
import { ShellTexts } from './texts.js';

/** Where the warning was hidden for this tab's session, with what it said then. */
const DISMISSED_KEY = 'estudio.connectionsWarning.dismissed';

/** What the warning says: which connections need action, LinkedIn first. */
const messageOf = (warnings: readonly ConnectionWarning[]): string => {
  const linkedIn = warnings.some((warning) => warning.kind.startsWith('linkedin-'));
  const metricool = warnings.some((warning) => warning.kind === 'metricool-failing');
  return ShellTexts.connectionsNeedAction(linkedIn && metricool ? 'both' : linkedIn ? 'linkedin' : 'metricool');
};

/** The brand and the kinds of warning: hiding it holds until either changes. */
const signatureOf = (brandId: string, warnings: readonly ConnectionWarning[]): string =>
  `${brandId}:${warnings.map((warning) => warning.kind).join(',')}`;

const readDismissed = (): string | null => {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
};

/**
 * The shell's warning (docs/product.md, "Estado de las conexiones"): when a connection of the
 * active brand needs action (LinkedIn expiring within 7 days, not refreshable or expired;
 * Metricool failing), a compact line above every screen linking to /socialmedia. Asked only
 * for a user holding SOCIAL_MEDIA, in the background (the screen never waits for it), from the
 * same cache as /socialmedia's section. Hidden for the tab's session until the brand or what
 * needs action changes. Draws the warning, or nothing when there is none to show. A chunk of its
 * own (console-layout.tsx): the console's first screen draws without its code.
 */
export const ConnectionsNotice = ({
  brandId,
  renderLink,
}: {
  readonly brandId: string | null;
  readonly renderLink: RenderShellLink;
}) => {
  const { data } = useConnectionHealth(brandId);
  const [dismissed, setDismissed] = useState(readDismissed);
  if (brandId === null || data === undefined || data.brandId !== brandId || data.warnings.length === 0) return null;
  const signature = signatureOf(brandId, data.warnings);
  if (dismissed === signature) return null;
  return (
    <ConnectionsWarning
      message={messageOf(data.warnings)}
      actionLabel={ShellTexts.reviewConnections}
      href="/socialmedia"
      renderLink={renderLink}
      onDismiss={() => {
        setDismissed(signature);
        try {
          window.sessionStorage.setItem(DISMISSED_KEY, signature);
        } catch {
          // Storage refused (private mode): hidden for this page only.
        }
      }}
    />
  );
};
