import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type LinkedInStatus } from '@estudio/domain/linkedin';
import { Messages } from '@estudio/domain/shared';
import { ConfirmDialog, PageBody, PageSection, StatusBadge, TextField, formatDate } from '@estudio/ui';
import { useState } from 'react';
import { useActiveBrand } from '../../shared/active-brand.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { KeyGatedScreen } from '../../shared/key-gated-screen.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { useConnectLinkedIn } from './api/connect-linkedin.js';
import { useDisconnectLinkedIn } from './api/disconnect-linkedin.js';
import { useLinkedInCallback } from './api/linkedin-callback.js';
import { useLinkedInStatus } from './api/linkedin-status.js';
import { useSaveLinkedIn } from './api/save-linkedin.js';
import { ConnectionHealthSection } from './connection-health-section.js';
import { browserNavigation } from './browser-navigation.js';
import { SocialMediaTexts as labels, SocialMediaTexts } from './social-media-texts.js';
import { AppTexts } from '../../shared/texts.js';

const m = Messages.linkedin;

/**
 * Redes Sociales (/socialmedia, Marca > Redes Sociales; SOCIAL_MEDIA), docs/product.md,
 * "LinkedIn": the LinkedIn organization id of the brand selected in the shell, 'Guardar',
 * 'Conectar LinkedIn' (out to the authorization page and back), the user's connection with
 * its expiry, and disconnect; then 'Estado de las conexiones' (docs/product.md, "Estado de las
 * conexiones"): LinkedIn's days left and the brand's Metricool, with what needs action.
 */
export const SocialMediaScreen = () => (
  <KeyGatedScreen title={ScreenTitles.socialMedia} permission="SOCIAL_MEDIA">
    <PageBody width="narrow">
      <LinkedInSection />
    </PageBody>
  </KeyGatedScreen>
);

/** The organization id typed for one brand; another brand starts from its stored id. */
interface Draft {
  readonly brandId: string | null;
  readonly value: string;
}

const LinkedInSection = () => {
  const { activeBrandId, activeBrand } = useActiveBrand();
  const { showError, showInfo } = useDialogs();
  useLinkedInCallback();

  const status = useLinkedInStatus();
  const save = useSaveLinkedIn();
  const connect = useConnectLinkedIn();
  const disconnect = useDisconnectLinkedIn();

  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirmingDisconnect, setConfirmingDisconnect] = useState(false);
  // Where 'Conectar LinkedIn' is sending the browser: the local sandbox or LinkedIn.
  const [leavingForSandbox, setLeavingForSandbox] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const organizationId =
    draft !== null && draft.brandId === activeBrandId ? draft.value : (activeBrand?.linkedinOrganizationId ?? '');
  const request = { brandId: activeBrandId, organizationId };
  const busy = save.isPending || connect.isPending || leaving;

  const onSave = () =>
    save.mutate(request, {
      onSuccess: (text) => {
        // The field shows what was stored (trimmed) from now on.
        setDraft(null);
        showInfo(text);
      },
      onError: (error) => showError(messageOf(error, `${m.savePrefix}${AppTexts.unexpected}`)),
    });

  const onConnect = () =>
    connect.mutate(request, {
      onSuccess: ({ url, sandbox: toSandbox }) => {
        setLeavingForSandbox(toSandbox);
        setLeaving(true);
        browserNavigation.assign(url);
      },
      onError: (error) => showError(messageOf(error, m.connectFailed)),
    });

  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: (text) => {
        showInfo(text);
      },
      onError: (error) => showError(messageOf(error, m.disconnectFailed)),
      onSettled: () => setConfirmingDisconnect(false),
    });

  const connection = status.data;
  return (
    <>
      <PageSection title={labels.linkedInSection}>
        <Text>
          {labels.brand}: {activeBrand?.brandName ?? m.selectBrand}
        </Text>
        <TextField
          label={labels.organizationId}
          value={organizationId}
          disabled={busy}
          onChange={(value) => setDraft({ brandId: activeBrandId, value })}
        />
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="brand" onClick={onSave} loading={save.isPending} disabled={busy}>
            {labels.save}
          </Button>
          <Button
            colorPalette="brand"
            variant="outline"
            onClick={onConnect}
            loading={connect.isPending || leaving}
            disabled={save.isPending}
          >
            {labels.connect}
          </Button>
        </HStack>
        <Stack role="status" aria-label={labels.connectionStatus} gap="2">
          {connection === undefined ? <Text>{AppTexts.loading}</Text> : <ConnectionState connection={connection} />}
          {(leaving && leavingForSandbox) || (!leaving && connection?.connected === true && connection.sandbox) ? (
            <Box role="note" bg="yellow.subtle" borderWidth="1px" borderColor="yellow.emphasized" rounded="md" p="2">
              {SocialMediaTexts.sandboxConnection}
            </Box>
          ) : null}
        </Stack>
        {connection?.connected === true ? (
          <Box>
            <Button
              colorPalette="red"
              variant="outline"
              size="sm"
              disabled={disconnect.isPending}
              onClick={() => setConfirmingDisconnect(true)}
            >
              {labels.disconnect}
            </Button>
          </Box>
        ) : null}
        <ConfirmDialog
          open={confirmingDisconnect}
          intent="disable"
          message={SocialMediaTexts.confirmDisconnect}
          confirmLabel={labels.disconnect}
          busy={disconnect.isPending}
          onCancel={() => setConfirmingDisconnect(false)}
          onConfirm={onDisconnect}
        />
      </PageSection>
      <ConnectionHealthSection
        brandId={activeBrandId}
        onReconnect={onConnect}
        reconnecting={connect.isPending || leaving}
      />
    </>
  );
};

/** 'Conectado con LinkedIn' until the expiry (es-ES); expired or absent, not connected. */
const ConnectionState = ({ connection }: { readonly connection: LinkedInStatus }) => {
  if (connection.usable) {
    return (
      <>
        <StatusBadge status="active" label={SocialMediaTexts.connected} />
        <Text>{SocialMediaTexts.connectedUntil(formatDate(connection.expiresAt))}</Text>
      </>
    );
  }
  return (
    <>
      <StatusBadge status="disabled" label={SocialMediaTexts.notConnectedIndicator} />
      {connection.connected ? <Text>{SocialMediaTexts.expiredHint(formatDate(connection.expiresAt))}</Text> : null}
    </>
  );
};
