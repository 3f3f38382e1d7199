import { Link, Text } from '@chakra-ui/react';
import { requirementKind } from '@estudio/domain/requirements';
import { SCHEDULING_TIMEZONE, type SendOutcome, type SendRecord } from '@estudio/domain/scheduling';
import { Messages } from '@estudio/domain/shared';
import {
  DataTable,
  EmptyState,
  PageHeader,
  StatusBadge,
  formatDateTime,
  type DataTableColumn,
  type StatusBadgeStatus,
} from '@estudio/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useActiveBrand } from '../../shared/active-brand.js';
import { messageOf } from '../../shared/dialogs.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { useCan } from '../../shared/session.js';
import { useBrandSends } from './api/sends.js';
import { SendsTexts } from './sends-texts.js';

const words = SendsTexts;

/** Each outcome's badge: the status palette's colour (green sent, blue already sent, yellow refused, red failed) and its word. */
const BADGE: Readonly<Record<SendOutcome, StatusBadgeStatus>> = {
  sent: 'Finalizado',
  'already-sent': 'En diseño',
  refused: 'Solicitar diseño',
  failed: 'disabled',
};

/** Where the item's title goes: its detail, opened by id in the send's brand (as a pasted link opens it). */
const itemLink = (send: SendRecord) => ({
  to: `${requirementKind(send.title) === 'video' ? '/video' : '/carrousel'}/${encodeURIComponent(send.requirementId)}`,
  state: { title: send.title, brandId: send.brandId },
});

/** What went with a send: the draft's id when it went, else every reason (and the service's status). */
const detailOf = (send: SendRecord): string => {
  if (send.postId !== null && (send.outcome === 'sent' || send.outcome === 'already-sent')) {
    return send.sandbox ? words.sandboxPost(send.postId) : words.post(send.postId);
  }
  return [...send.reasons, ...(send.status === null ? [] : [words.status(send.status)])].join(' · ');
};

const COLUMNS: DataTableColumn<SendRecord>[] = [
  {
    key: 'title',
    header: words.headers.title,
    cell: (send) => {
      const { to, state } = itemLink(send);
      return (
        <Link asChild colorPalette="brand">
          <RouterLink to={to} state={state}>
            {send.title}
          </RouterLink>
        </Link>
      );
    },
    maxWidth: '14rem',
  },
  {
    key: 'at',
    header: words.headers.at,
    cell: (send) => formatDateTime(send.at, { timeZone: SCHEDULING_TIMEZONE }),
  },
  {
    key: 'kind',
    header: words.headers.kind,
    cell: (send) => (send.kind === 'video' ? ScreenTitles.video : ScreenTitles.carousel),
  },
  { key: 'networks', header: words.headers.networks, cell: (send) => send.networks.join(', '), maxWidth: '12rem' },
  {
    key: 'outcome',
    header: words.headers.outcome,
    cell: (send) => <StatusBadge status={BADGE[send.outcome]} label={words.outcomes[send.outcome]} size="sm" />,
  },
  {
    key: 'detail',
    header: words.headers.detail,
    cell: (send) => <Text whiteSpace="normal">{detailOf(send)}</Text>,
    maxWidth: '24rem',
  },
  { key: 'by', header: words.headers.by, cell: (send) => send.by.email, maxWidth: '14rem' },
];

/**
 * Envíos (/envios, docs/product.md, "Envíos"): every send of the active brand to scheduling,
 * newest first, as the scheduler function recorded it: when (Bogotá), the item (its link), the
 * networks, the outcome (Enviado, Ya enviado, Rechazado, Falló) with the draft's id or every
 * reason, and who. Needs VIEW_REQUIREMENTS, like its menu item. On phones the rows are cards.
 */
export const SendsScreen = () => {
  const allowed = useCan('VIEW_REQUIREMENTS');
  const { activeBrandId, activeBrand } = useActiveBrand();
  const sends = useBrandSends(activeBrandId, allowed);

  return (
    <>
      <PageHeader title={ScreenTitles.sendsTitle} description={activeBrand?.brandName} />
      {!allowed ? (
        <Text role="alert">{words.noPermission}</Text>
      ) : activeBrandId === null ? (
        <EmptyState title={words.chooseBrand} />
      ) : (
        <DataTable
          label={words.table}
          columns={COLUMNS}
          rows={sends.data ?? []}
          rowKey={(send) => send.id}
          loading={sends.isPending}
          error={sends.error === null ? null : messageOf(sends.error, Messages.scheduling.loadSends)}
          emptyMessage={words.empty}
          emptyHint={words.emptyHint}
        />
      )}
    </>
  );
};
