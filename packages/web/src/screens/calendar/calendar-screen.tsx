import { Button, HStack, Text } from '@chakra-ui/react';
import { guardStatus, type GuardStatus } from '@estudio/domain/content';
import { REQUIREMENT_STATUSES, type Requirement } from '@estudio/domain/requirements';
import {
  calendarKindOf,
  dropDate,
  layOutCalendar,
  mayPlan,
  shiftView,
  viewDays,
  type CalendarItem,
  type CalendarView,
} from '@estudio/domain/scheduling';
import { Messages } from '@estudio/domain/shared';
import {
  ConfirmDialog,
  EmptyState,
  GuardStatusBadge,
  PageHeader,
  Planner,
  PlannerToolbar,
  StatusBadge,
  UiTexts,
  type PlannerAdornment,
  type PlannerPieceData,
} from '@estudio/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActiveBrand } from '../../shared/active-brand.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { useCan, useSession } from '../../shared/session.js';
import { useCalendar, useMovePiece, useSpreadGrid } from './api/calendar-queries.js';
import { CalendarTexts } from './calendar-texts.js';
import { AppTexts } from '../../shared/texts.js';

const words = CalendarTexts;
const KIND_LABELS = { carousel: ScreenTitles.carousel, video: ScreenTitles.video } as const;

const pieceOf = (item: CalendarItem): PlannerPieceData => ({
  id: item.requirement.id,
  title: item.requirement.title,
  kind: item.kind,
  status: item.requirement.status,
  time: item.time,
});

/** The brand review's states the legend explains (an item never reviewed shows nothing). */
const GUARD_LEGEND: readonly GuardStatus[] = ['pasa', 'no-pasa', 'revisar'];

/**
 * A piece's brand review badge (docs/product.md, "Revisión de marca"), said in its description
 * with what changed when it is to be reviewed again; none for a piece never reviewed.
 */
const guardAdornmentOf = (requirement: Requirement): PlannerAdornment | null => {
  const { status, changes } = guardStatus(requirement);
  if (status === 'sin-revisar') return null;
  const said = UiTexts.guard.statusOf(UiTexts.guard.status[status]);
  return {
    node: <GuardStatusBadge status={status} />,
    label: changes.length === 0 ? said : `${said} (${changes.join(', ')})`,
  };
};

/** The detail a piece opens: the carousel's or the video's, with the state the lists hand it. */
const detailOf = (requirement: Requirement) => ({
  path: `${calendarKindOf(requirement) === 'video' ? '/video' : '/carrousel'}/${encodeURIComponent(requirement.id)}`,
  state: { number: requirement.number, title: requirement.title, brandId: requirement.brandId },
});

/**
 * Calendario (/calendario, docs/product.md, "Calendario"): the active brand's carousels and
 * videos by publication date, in Bogotá, a month or a week from Monday; colour by status,
 * icon by kind; the undated beside. Dragging a piece to a day (or the keyboard's move) sets
 * its date through planning/date, with the planning key: refused and put back otherwise.
 * 'Repartir parrilla' dates the undated grid pieces (planning/spread). Each reviewed piece shows
 * whether it passes the brand review. Needs VIEW_REQUIREMENTS.
 */
export const CalendarScreen = () => {
  const allowed = useCan('VIEW_REQUIREMENTS');
  const { actor } = useSession();
  const planner = useCan('CARROUSEL_SENDTOMETRICS');
  const { activeBrandId } = useActiveBrand();
  const navigate = useNavigate();
  const { showError, showInfo } = useDialogs();
  const calendar = useCalendar(activeBrandId, allowed);
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const move = useMovePiece(activeBrandId ?? '', (error) => showError(messageOf(error, Messages.video.savePlanning)));
  const spread = useSpreadGrid(activeBrandId ?? '');

  const header = <PageHeader title={ScreenTitles.calendar} />;
  if (!allowed) {
    return (
      <>
        {header}
        <Text role="alert">{words.noPermission}</Text>
      </>
    );
  }
  if (activeBrandId === null) {
    return (
      <>
        {header}
        <EmptyState title={words.chooseBrand} />
      </>
    );
  }
  if (calendar.error !== null) {
    return (
      <>
        {header}
        <Text role="alert">{messageOf(calendar.error, Messages.calendar.loadFailed)}</Text>
      </>
    );
  }
  const data = calendar.data;
  const today = data?.today ?? null;
  const shown = anchor ?? today;
  if (data === undefined || today === null || shown === null) {
    return (
      <>
        {header}
        <Text role="status" color="fg.muted">
          {AppTexts.loading}
        </Text>
      </>
    );
  }
  const days = viewDays(view, shown);
  const layout = layOutCalendar(data.rows, days);
  const byDay = new Map([...layout.byDay].map(([day, items]) => [day, items.map(pieceOf)]));
  const find = (id: string) => data.rows.find((requirement) => requirement.id === id);
  const guard = new Map(data.rows.map((requirement) => [requirement.id, guardAdornmentOf(requirement)]));

  const onMove = (id: string, day: string) => {
    const requirement = find(id);
    if (requirement === undefined) return;
    if (!mayPlan(actor, requirement)) {
      showError(words.cannotPlan);
      return;
    }
    if (day < today) {
      showError(words.pastDay);
      return;
    }
    const date = dropDate(actor, requirement, day, today);
    if (date !== null) move.mutate({ requirement, date });
  };
  const onSpread = () =>
    spread.mutate(undefined, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        showInfo(message);
      },
      onError: (error) => {
        setConfirming(false);
        showError(messageOf(error, Messages.calendar.spreadFailed));
      },
    });
  const open = (id: string) => {
    const requirement = find(id);
    if (requirement === undefined) return;
    const { path, state } = detailOf(requirement);
    void navigate(path, { state });
  };

  return (
    <>
      {header}
      <PlannerToolbar
        view={view}
        days={days}
        anchor={shown}
        onToday={() => setAnchor(today)}
        onPrevious={() => setAnchor(shiftView(view, shown, -1))}
        onNext={() => setAnchor(shiftView(view, shown, 1))}
        onView={setView}
        actions={
          planner ? (
            <Button size="sm" colorPalette="brand" onClick={() => setConfirming(true)}>
              {words.spread}
            </Button>
          ) : null
        }
      />
      <Planner
        view={view}
        days={days}
        month={shown.slice(0, 7)}
        today={today}
        byDay={byDay}
        undated={layout.undated.map(pieceOf)}
        kindLabels={KIND_LABELS}
        saving={move.isPending ? new Set([move.variables.requirement.id]) : new Set()}
        adornment={(piece) => guard.get(piece.id) ?? null}
        onOpen={open}
        onMove={onMove}
      />
      <HStack as="ul" aria-label={words.legend} gap="3" mt="4" wrap="wrap" listStyleType="none">
        {REQUIREMENT_STATUSES.map((status) => (
          <li key={status}>
            <StatusBadge status={status} size="sm" />
          </li>
        ))}
      </HStack>
      <HStack as="ul" aria-label={words.guardLegend} gap="3" mt="2" wrap="wrap" listStyleType="none">
        {GUARD_LEGEND.map((status) => (
          <li key={status}>
            <GuardStatusBadge status={status} />
          </li>
        ))}
      </HStack>
      <ConfirmDialog
        open={confirming}
        intent="action"
        message={words.spreadConfirm}
        confirmLabel={words.spreadConfirmLabel}
        busy={spread.isPending}
        onConfirm={onSpread}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};
