// The planner (docs/product.md, "Calendario"): a month or a week of days, Monday first, with
// each day's pieces, and the pieces without a date beside it. A piece moves to another day by
// dragging it there (HTML5 drag and drop), or from the keyboard: focus it, the arrow keys pick
// the day (←/→ a day, ↑/↓ a week), Intro moves it there and Esc gives up; a live region says
// where. Whether a move is allowed and what it stores is the caller's (onMove). On a phone the
// days are an agenda, one under another.
import { Badge, Box, chakra, Flex, Grid, Heading, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { addDays } from '@estudio/domain/scheduling';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { UiTexts } from '../../ui-texts.js';
import { dayLongName, dayNumber, weekdayShortName } from './planner-format.js';
import { PlannerPiece, type PlannerAdornment, type PlannerKind, type PlannerPieceData } from './planner-piece.js';

const words = UiTexts.planner;

export interface PlannerProps {
  readonly view: 'month' | 'week';
  /** The days shown, Monday first, in whole weeks. */
  readonly days: readonly string[];
  /** The month the view is about ('YYYY-MM'): the month view dims the days of others. */
  readonly month: string;
  /** Today ('YYYY-MM-DD', Bogotá). */
  readonly today: string;
  readonly byDay: ReadonlyMap<string, readonly PlannerPieceData[]>;
  readonly undated: readonly PlannerPieceData[];
  /** Each kind's word ('Carrusel', 'Video'). */
  readonly kindLabels: Readonly<Record<PlannerKind, string>>;
  /** Pieces whose move is being saved. */
  readonly saving?: ReadonlySet<string>;
  /** A mark for a piece's chip (the brand review's badge), or null for none. */
  readonly adornment?: (piece: PlannerPieceData) => PlannerAdornment | null;
  readonly onOpen: (id: string) => void;
  /** A piece dropped on a day, or moved there from the keyboard. */
  readonly onMove: (id: string, day: string) => void;
}

interface Move {
  readonly id: string;
  readonly title: string;
  readonly day: string;
}

const STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

const Cell = chakra('div');

export const Planner = ({
  view,
  days,
  month,
  today,
  byDay,
  undated,
  kindLabels,
  saving = new Set(),
  adornment,
  onOpen,
  onMove,
}: PlannerProps) => {
  const layout = useBreakpointValue<'grid' | 'agenda'>({ base: 'agenda', md: 'grid' }, { fallback: 'md' });
  const [move, setMove] = useState<Move | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const dragged = useRef<string | null>(null);

  const pieceDay = (id: string): string | null => {
    for (const [day, pieces] of byDay) if (pieces.some((piece) => piece.id === id)) return day;
    return null;
  };
  const titleOf = (id: string): string =>
    [...undated, ...[...byDay.values()].flat()].find((piece) => piece.id === id)?.title ?? '';

  const onKeyDown = (id: string, event: KeyboardEvent<HTMLElement>) => {
    const step = STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const from = move?.id === id ? move.day : (pieceDay(id) ?? addDays(today, -step));
      setMove({ id, title: titleOf(id), day: addDays(from, step) });
    } else if (event.key === 'Enter' && move?.id === id) {
      event.preventDefault();
      setMove(null);
      onMove(id, move.day);
    } else if (event.key === 'Escape' && move !== null) {
      event.preventDefault();
      setMove(null);
    }
  };
  const onDragStart = (id: string, event: DragEvent<HTMLElement>) => {
    dragged.current = id;
    setMove(null);
    event.dataTransfer.setData('text/plain', id);
    event.dataTransfer.effectAllowed = 'move';
  };
  const dropProps = (day: string) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== day) setOver(day);
    },
    onDragLeave: () => setOver((current) => (current === day ? null : current)),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setOver(null);
      const id = event.dataTransfer.getData('text/plain') || dragged.current;
      dragged.current = null;
      if (id) onMove(id, day);
    },
  });
  const pieceList = (pieces: readonly PlannerPieceData[], stacked = false) =>
    pieces.map((piece) => (
      <PlannerPiece
        key={piece.id}
        piece={piece}
        kindLabel={kindLabels[piece.kind]}
        moving={move?.id === piece.id}
        saving={saving.has(piece.id)}
        stacked={stacked}
        adornment={adornment?.(piece) ?? null}
        onOpen={onOpen}
        onDragStart={onDragStart}
        onKeyDown={onKeyDown}
      />
    ));
  const dayMarks = (day: string) => ({
    role: 'group',
    'aria-label': day === today ? `${dayLongName(day)}, ${words.today.toLowerCase()}` : dayLongName(day),
    'data-day': day,
    'data-today': day === today ? 'true' : undefined,
    'data-target': move?.day === day || over === day ? 'true' : undefined,
    'data-past': day < today ? 'true' : undefined,
  });
  const targetStyle = {
    '&[data-target]': { bg: 'brand.50', boxShadow: 'inset 0 0 0 2px var(--chakra-colors-brand-500)' },
  };

  const grid = (
    <Box borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg" flex="1" minW="0">
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" bg="bg.subtle" borderBottomWidth="1px">
        {days.slice(0, 7).map((day) => (
          <Text
            key={day}
            px="2"
            py="1.5"
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wide"
            aria-hidden="true"
          >
            {weekdayShortName(day)}
          </Text>
        ))}
      </Grid>
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" role="presentation">
        {days.map((day, index) => {
          const outside = view === 'month' && day.slice(0, 7) !== month;
          const pieces = byDay.get(day) ?? [];
          return (
            <Cell
              key={day}
              {...dayMarks(day)}
              {...dropProps(day)}
              minH={view === 'week' ? '24rem' : '7.5rem'}
              p="1.5"
              borderRightWidth={index % 7 === 6 ? '0' : '1px'}
              borderBottomWidth={index >= days.length - 7 ? '0' : '1px'}
              bg={outside ? 'bg.subtle' : 'bg'}
              transition="background 0.1s"
              css={targetStyle}
            >
              <Flex justify="space-between" align="center" mb="1">
                <Text
                  as="span"
                  fontSize="xs"
                  fontWeight={day === today ? 'bold' : 'medium'}
                  color={day === today ? 'brand.contrast' : 'fg.muted'}
                  bg={day === today ? 'brand.solid' : undefined}
                  borderRadius="full"
                  minW="6"
                  h="6"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  px="1"
                  aria-hidden="true"
                >
                  {dayNumber(day)}
                </Text>
              </Flex>
              <Stack gap="1">{pieceList(pieces, true)}</Stack>
            </Cell>
          );
        })}
      </Grid>
    </Box>
  );

  const agendaDays = view === 'week' ? days : days.filter((day) => day === today || (byDay.get(day) ?? []).length > 0);
  const agenda = (
    <Stack gap="2" flex="1" minW="0">
      {agendaDays.length === 0 ? <Text color="fg.muted">{words.noPieces}</Text> : null}
      {agendaDays.map((day) => (
        <Cell
          key={day}
          {...dayMarks(day)}
          {...dropProps(day)}
          borderWidth="1px"
          borderRadius="lg"
          p="3"
          bg="bg"
          css={targetStyle}
        >
          <Text fontSize="sm" fontWeight="semibold" mb="2" color={day === today ? 'brand.fg' : 'fg'} aria-hidden="true">
            {dayLongName(day)}
            {day === today ? ` · ${words.today}` : ''}
          </Text>
          <Stack gap="1.5">
            {(byDay.get(day) ?? []).length === 0 ? (
              <Text fontSize="xs" color="fg.muted">
                {words.noPieces}
              </Text>
            ) : (
              pieceList(byDay.get(day) ?? [])
            )}
          </Stack>
        </Cell>
      ))}
    </Stack>
  );

  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap="4" align="stretch">
      {layout === 'agenda' ? agenda : grid}
      <Box
        as="section"
        aria-labelledby="planner-undated"
        width={{ base: '100%', lg: '17rem' }}
        flexShrink={0}
        borderWidth="1px"
        borderRadius="lg"
        p="3"
        bg="bg"
        alignSelf="flex-start"
      >
        <Flex align="center" justify="space-between" mb="1">
          <Heading as="h2" id="planner-undated" size="sm">
            {words.undated}
          </Heading>
          <Badge variant="subtle" colorPalette="gray" aria-hidden="true">
            {undated.length}
          </Badge>
        </Flex>
        <Text fontSize="xs" color="fg.muted" mb="2">
          {undated.length === 0 ? words.undatedEmpty : words.undatedHint}
        </Text>
        <Stack gap="1.5" maxH={{ lg: '32rem' }} overflowY="auto" p="0.5">
          {pieceList(undated)}
        </Stack>
      </Box>
      <chakra.p role="status" aria-live="polite" srOnly>
        {move === null ? '' : words.moving(move.title, dayLongName(move.day))}
      </chakra.p>
    </Flex>
  );
};
