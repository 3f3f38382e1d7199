import { Box } from '@chakra-ui/react';
import { addDays, viewDays } from '@estudio/domain/scheduling';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiTexts } from '../../ui-texts.js';
import type { GuardStatus } from '@estudio/domain/content';
import { GuardStatusBadge } from '../brand-guard/guard-status-badge.js';
import { Planner } from './planner.js';
import type { PlannerAdornment, PlannerPieceData } from './planner-piece.js';
import { PlannerToolbar } from './planner-toolbar.js';

const TODAY = '2026-11-23';
const KINDS = { carousel: 'Carrusel', video: 'Video' } as const;

/** A brand's month: pieces in every status, and three without a date. */
const DATED: readonly (PlannerPieceData & { readonly day: string })[] = [
  { id: 'c1', title: 'Carrusel 1 - T1', kind: 'carousel', status: 'Finalizado', time: '10:00', day: '2026-11-03' },
  { id: 'v2', title: 'Video 2 - T1', kind: 'video', status: 'Finalizado', time: '18:30', day: '2026-11-12' },
  { id: 'c3', title: 'Carrusel 3 - T2', kind: 'carousel', status: 'En diseño', time: '10:00', day: '2026-11-24' },
  { id: 'v4', title: 'Video 4 - T2', kind: 'video', status: 'Solicitar diseño', time: '12:00', day: '2026-11-24' },
  { id: 'c5', title: 'Carrusel 5 - T3', kind: 'carousel', status: 'Pendiente', time: '09:15', day: '2026-11-27' },
];
const UNDATED: readonly PlannerPieceData[] = [
  { id: 'c6', title: 'Carrusel 6 - T4', kind: 'carousel', status: 'Pendiente', time: null },
  { id: 'v7', title: 'Video 7 - T3', kind: 'video', status: 'Pendiente', time: null },
  { id: 'v8', title: 'Video 8 - T4', kind: 'video', status: 'En diseño', time: null },
];

/** The brand review of some pieces (docs/product.md, "Revisión de marca"); the others never reviewed. */
const GUARD: Readonly<Record<string, GuardStatus>> = { c1: 'pasa', v2: 'no-pasa', c3: 'revisar', c6: 'pasa' };

const guardAdornment = (piece: PlannerPieceData): PlannerAdornment | null => {
  const status = GUARD[piece.id];
  return status === undefined
    ? null
    : { node: <GuardStatusBadge status={status} />, label: UiTexts.guard.statusOf(UiTexts.guard.status[status]) };
};

interface DemoProps {
  readonly initialView: 'month' | 'week';
  readonly onOpen: (id: string) => void;
  /** Each piece's brand review badge beside its time. */
  readonly guard?: boolean;
}

/** The planner with its bar, moving pieces in state as the Calendario does after the server agrees. */
const PlannerDemo = ({ initialView, onOpen, guard = false }: DemoProps) => {
  const [view, setView] = useState(initialView);
  const [anchor, setAnchor] = useState(TODAY);
  const [pieces, setPieces] = useState<readonly (PlannerPieceData & { readonly day: string | null })[]>([
    ...DATED,
    ...UNDATED.map((piece) => ({ ...piece, day: null })),
  ]);
  const days = viewDays(view, anchor);
  const byDay = new Map(days.map((day) => [day, pieces.filter((piece) => piece.day === day)]));
  return (
    <Box p="4" bg="page.bg">
      <PlannerToolbar
        view={view}
        days={days}
        anchor={anchor}
        onToday={() => setAnchor(TODAY)}
        onPrevious={() => setAnchor(addDays(anchor, view === 'week' ? -7 : -28))}
        onNext={() => setAnchor(addDays(anchor, view === 'week' ? 7 : 28))}
        onView={setView}
      />
      <Planner
        view={view}
        days={days}
        month={anchor.slice(0, 7)}
        today={TODAY}
        byDay={byDay}
        undated={pieces.filter((piece) => piece.day === null)}
        kindLabels={KINDS}
        adornment={guard ? guardAdornment : undefined}
        onOpen={onOpen}
        onMove={(id, day) =>
          setPieces((all) =>
            all.map((piece) => (piece.id === id ? { ...piece, day, time: piece.time ?? '10:00' } : piece)),
          )
        }
      />
    </Box>
  );
};

const meta = {
  title: 'Datos/Planner',
  component: PlannerDemo,
  args: { initialView: 'month', onOpen: fn() },
  argTypes: { initialView: { control: 'inline-radio', options: ['month', 'week'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlannerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month, Monday first: each piece coloured by its status, with its kind's icon; the undated beside it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tuesday = canvas.getByRole('group', { name: 'martes, 24 de noviembre' });
    await expect(
      within(tuesday)
        .getAllByRole('button')
        .map((piece) => piece.querySelector('[data-piece-title]')?.textContent),
    ).toEqual(['Carrusel 3 - T2', 'Video 4 - T2']);
    await userEvent.click(canvas.getByRole('button', { name: 'Carrusel 1 - T1' }));
    await expect(args.onOpen).toHaveBeenCalledWith('c1');
  },
};

/** One week, taller days. */
export const Semana: Story = { args: { initialView: 'week' } };

/** From the keyboard: focus a piece, → picks the next day, Intro moves it there. */
export const MoverConTeclado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Carrusel 5 - T3' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      UiTexts.planner.moving('Carrusel 5 - T3', 'sábado, 28 de noviembre'),
    );
    await userEvent.keyboard('{Enter}');
    const saturday = canvas.getByRole('group', { name: 'sábado, 28 de noviembre' });
    await expect(within(saturday).getByRole('button', { name: 'Carrusel 5 - T3' })).toBeVisible();
  },
};

/**
 * With the brand review's badge on each reviewed piece (an optional adornment): drawn beside
 * the time, said in the piece's description; the piece is still named by its title alone.
 */
export const ConRevisionDeMarca: Story = {
  args: { guard: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const passes = canvas.getByRole('button', { name: 'Carrusel 1 - T1' });
    await expect(passes).toHaveAttribute('aria-description', 'Carrusel · Finalizado · 10:00 · Revisión de marca: Pasa');
    await expect(passes.querySelector('[data-guard-status="pasa"]')).toHaveTextContent('Pasa');
    await expect(canvas.getByRole('button', { name: 'Carrusel 3 - T2' })).toHaveAttribute(
      'aria-description',
      'Carrusel · En diseño · 10:00 · Revisión de marca: Revisar',
    );
    const notReviewed = canvas.getByRole('button', { name: 'Video 4 - T2' });
    await expect(notReviewed.querySelector('[data-piece-adornment]')).toBeNull();
    await expect(notReviewed).toHaveAttribute('aria-description', 'Video · Solicitar diseño · 12:00');
  },
};

/** On a phone the days are an agenda, one under another. */
export const Telefono: Story = {
  args: { initialView: 'week' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
