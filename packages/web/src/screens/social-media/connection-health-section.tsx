import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ConnectionWarning, LinkedInHealth, MetricoolHealth } from '@estudio/domain/scheduling';
import { Messages } from '@estudio/domain/shared';
import { PageSection, StatusBadge, formatDate } from '@estudio/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useConnectionHealth } from '../../shared/api/connection-health.js';
import { messageOf } from '../../shared/dialogs.js';
import { ConnectionHealthTexts as t, SocialMediaTexts } from './social-media-texts.js';

/** The brand form, where the Metricool blog id (idMetrics) is set. */
const BRAND_FORM = '/marca';

interface ConnectionHealthSectionProps {
  readonly brandId: string | null;
  /** 'Conectar LinkedIn' with the brand's organization id: what fixes an expiring or broken LinkedIn. */
  readonly onReconnect: () => void;
  readonly reconnecting: boolean;
}

/**
 * 'Estado de las conexiones' on /socialmedia (docs/product.md, "Estado de las conexiones"):
 * the user's LinkedIn with its days left and whether it can be refreshed, the brand's
 * Metricool blog id reachable or not (or not set), and each connection that needs action with
 * the action that fixes it: reconnect LinkedIn, fix the blog id in the brand form, check again.
 */
export const ConnectionHealthSection = ({ brandId, onReconnect, reconnecting }: ConnectionHealthSectionProps) => {
  const health = useConnectionHealth(brandId);
  if (brandId === null) return null;
  const retry = (
    <Button size="sm" variant="outline" loading={health.isFetching} onClick={() => void health.refetch()}>
      {t.retry}
    </Button>
  );
  if (health.data === undefined) {
    return (
      <PageSection title={t.section}>
        {health.error ? (
          <Text>{messageOf(health.error, Messages.scheduling.healthCheckFailed)}</Text>
        ) : (
          <Text>{t.checking}</Text>
        )}
        {health.error ? <Box>{retry}</Box> : null}
      </PageSection>
    );
  }
  const { linkedIn, metricool, warnings } = health.data;
  return (
    <PageSection title={t.section}>
      <Stack gap="3">
        <Row label={t.linkedIn}>
          <LinkedInState linkedIn={linkedIn} />
        </Row>
        <Row label={t.metricool}>
          <MetricoolState metricool={metricool} />
        </Row>
      </Stack>
      {warnings.length > 0 ? (
        <Stack as="ul" aria-label={t.warnings} gap="2" listStyleType="none" m="0" p="0">
          {warnings.map((warning) => (
            <Box
              as="li"
              key={warning.kind}
              bg="orange.subtle"
              borderWidth="1px"
              borderColor="orange.muted"
              rounded="md"
              p="3"
            >
              <Stack gap="2">
                <Text>{warningText(warning)}</Text>
                <HStack gap="2" wrap="wrap">
                  {warning.kind === 'metricool-failing' ? (
                    <>
                      <Link asChild colorPalette="brand" fontWeight="medium">
                        <RouterLink to={BRAND_FORM}>{t.fixBlogId}</RouterLink>
                      </Link>
                      {retry}
                    </>
                  ) : (
                    <Button size="sm" colorPalette="brand" loading={reconnecting} onClick={onReconnect}>
                      {t.reconnect}
                    </Button>
                  )}
                </HStack>
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : null}
    </PageSection>
  );
};

/** One connection: its name, then its state (a group named after it). */
const Row = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <Stack role="group" aria-label={label} gap="1">
    <Text fontWeight="semibold">{label}</Text>
    {children}
  </Stack>
);

const LinkedInState = ({ linkedIn }: { readonly linkedIn: LinkedInHealth }) => {
  switch (linkedIn.status) {
    case 'connected':
      return (
        <>
          <Text>{t.linkedInDaysLeft(linkedIn.daysLeft)}</Text>
          {linkedIn.refreshFailed ? <Text>{t.linkedInNoRefresh}</Text> : null}
        </>
      );
    case 'expired':
      return (
        <>
          <StatusBadge status="disabled" label={SocialMediaTexts.notConnectedIndicator} />
          <Text>{t.linkedInExpired(formatDate(linkedIn.expiresAt))}</Text>
        </>
      );
    default:
      return <Text>{SocialMediaTexts.notConnectedIndicator}</Text>;
  }
};

const MetricoolState = ({ metricool }: { readonly metricool: MetricoolHealth }) => {
  switch (metricool.status) {
    case 'ok':
      return <Text>{t.metricoolOk}</Text>;
    case 'not-configured':
      return (
        <>
          <Text>{Messages.scheduling.missingMetricsId}</Text>
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to={BRAND_FORM}>{t.setBlogId}</RouterLink>
          </Link>
        </>
      );
    default:
      return <StatusBadge status="disabled" label={t.metricoolFailing} />;
  }
};

const warningText = (warning: ConnectionWarning): string => {
  switch (warning.kind) {
    case 'linkedin-expiring':
      return t.linkedInExpiring(warning.daysLeft);
    case 'linkedin-refresh-failed':
      return t.linkedInRefreshFailed(warning.daysLeft);
    case 'linkedin-expired':
      return t.linkedInExpiredWarning(formatDate(warning.expiresAt));
    default:
      return t.metricoolFailingWarning(warning.reason);
  }
};
