import { Stack } from '@chakra-ui/react';
import type { ReviewStatus, ReviewStep } from '@estudio/domain/requirements';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewBadge } from './review-badge.js';
import { ReviewBar } from './review-bar.js';

const step = (action: ReviewStep['action'], email: string, comment = ''): ReviewStep => ({
  action,
  uid: 'u',
  email,
  at: new Date('2026-03-02T15:30:00Z'),
  version: 'v',
  comment,
});

const STATUSES = {
  none: { kind: 'none' },
  inReview: { kind: 'in-review', step: step('submit', 'contenido@estudio.test') },
  changesRequested: {
    kind: 'changes-requested',
    comment: 'El titular debe nombrar la finca.\nY la foto 2 es muy oscura.',
    step: step('request-changes', 'revisor@estudio.test', 'El titular debe nombrar la finca.'),
  },
  approved: { kind: 'approved', step: step('approve', 'revisor@estudio.test') },
  approvedOther: {
    kind: 'approved-other',
    changed: ['texto', 'planificacion'],
    step: step('approve', 'revisor@estudio.test'),
  },
} satisfies Record<string, ReviewStatus>;

const meta = {
  title: 'Contenido/ReviewBar',
  component: ReviewBar,
  args: {
    status: STATUSES.none,
    canSubmit: true,
    canReview: false,
    timeZone: 'America/Bogota',
    onSubmit: fn(),
    onApprove: fn(),
    onRequestChanges: fn(),
  },
} satisfies Meta<typeof ReviewBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Never sent: the editor sends it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin enviar a revisión')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar a revisión' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** In review, as the editor sees it: nothing to do but wait. */
export const EnRevisionEditor: Story = {
  args: { status: STATUSES.inReview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('En revisión')).toBeVisible();
    await expect(canvas.getByText('Enviado a revisión por contenido@estudio.test el 02/03/2026, 10:30.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** In review, as the reviewer sees it: 'Pedir cambios' needs the comment. */
export const EnRevisionRevisor: Story = {
  args: { status: STATUSES.inReview, canSubmit: false, canReview: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ask = canvas.getByRole('button', { name: 'Pedir cambios' });
    await expect(ask).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comentario para el equipo' }), 'Otro titular');
    await userEvent.click(ask);
    await expect(args.onRequestChanges).toHaveBeenCalledWith('Otro titular');
    await userEvent.click(canvas.getByRole('button', { name: 'Aprobar' }));
    await expect(args.onApprove).toHaveBeenCalledOnce();
  },
};

/** Changes requested: the comment shown, the editor sends it again. */
export const CambiosSolicitados: Story = {
  args: { status: STATUSES.changesRequested },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cambios solicitados')).toBeVisible();
    await expect(canvas.getByText(/El titular debe nombrar la finca/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar a revisión' })).toBeEnabled();
  },
};

export const Aprobado: Story = {
  args: { status: STATUSES.approved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aprobado por revisor@estudio.test el 02/03/2026, 10:30.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Edited after the approval: what changed, and the way back. */
export const AprobadoEnOtraVersion: Story = {
  args: { status: STATUSES.approvedOther },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aprobado en otra versión')).toBeVisible();
    await expect(canvas.getByText('Se editó después de la aprobación. Cambió: Texto, Planificación.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar a revisión' })).toBeVisible();
  },
};

/** The five states as the list shows them. */
export const Insignias: Story = {
  render: () => (
    <Stack direction="row" gap="2" wrap="wrap">
      {Object.values(STATUSES).map((status) => (
        <ReviewBadge key={status.kind} status={status} size="sm" />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aprobado en otra versión')).toHaveAttribute(
      'data-review',
      'approved-other',
    );
  },
};
