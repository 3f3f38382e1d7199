import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, within } from 'storybook/test';
import { BrandReviewPanel, type BrandReviewPanelProps } from './brand-review-panel.js';
import type { GuardHistoryEntry, GuardPanelFinding, GuardPanelReview } from './review-types.js';

const FINDINGS: readonly GuardPanelFinding[] = [
  {
    id: 'absolute-claim:caption:31',
    rule: 'Afirmación absoluta',
    field: 'Caption',
    quote: 'el mejor',
    message: '«el mejor» es una afirmación absoluta. Matízala o respáldala con un dato de la marca.',
    blocking: false,
  },
  {
    id: 'avoided-concept:caption:8',
    rule: 'Concepto a evitar',
    field: 'Caption',
    quote: 'café instantáneo',
    message: '«café instantáneo» está entre los conceptos a evitar de la marca. Reescribe la frase sin él.',
    blocking: true,
  },
  {
    id: 'absolute-claim:caption:51',
    rule: 'Afirmación absoluta',
    field: 'Caption',
    quote: '100%',
    message: '«100%» es una afirmación absoluta. Matízala o respáldala con un dato de la marca.',
    blocking: false,
  },
  {
    id: 'length:caption:instagram',
    rule: 'Longitud',
    field: 'Caption',
    quote: null,
    message: 'Supera el límite de Instagram: 2.345 de 2.200 caracteres.',
    blocking: false,
  },
  {
    id: 'missing-keyword',
    rule: 'Palabra clave ausente',
    field: null,
    quote: null,
    message: 'No aparece ninguna palabra clave importante de la marca (origen, Huila). Incluye al menos una.',
    blocking: false,
  },
];

const REVIEW: GuardPanelReview = {
  score: 82,
  passed: true,
  at: new Date('2026-11-27T15:30:00Z'),
  by: 'contenido@cafecumbre.co',
  criteria: [
    {
      label: 'Tono y arquetipo',
      score: 86,
      reason: 'Cercano y artesanal, como el arquetipo Cuidador: «cuidamos», «tu mesa».',
    },
    {
      label: 'Pilares de contenido',
      score: 78,
      reason: 'Toca el origen (Huila) y el proceso, dos de los tres pilares.',
    },
    { label: 'Mensaje clave', score: 80, reason: 'Nombra el origen de la taza; falta la frescura del tostado.' },
    { label: 'Audiencia', score: 84, reason: 'Habla a quien valora el café de especialidad en casa.' },
  ],
  claims: [
    { text: 'Cada taza nace en las montañas del Huila', source: 'Cuestionario: Diferenciales' },
    { text: 'Tostado artesanal', source: 'Productos clave' },
  ],
};

const FAILED: GuardPanelReview = {
  ...REVIEW,
  score: 61,
  passed: false,
  criteria: REVIEW.criteria.map((criterion, index) =>
    index === 1 ? { ...criterion, score: 40, reason: 'No toca ningún pilar de contenido de la guía.' } : criterion,
  ),
  claims: [...REVIEW.claims, { text: 'es el mejor de Colombia', source: null }],
};

const HISTORY: readonly GuardHistoryEntry[] = [
  { at: new Date('2026-11-27T15:30:00Z'), score: 82, passed: true, by: 'contenido@cafecumbre.co' },
  { at: new Date('2026-11-26T20:05:00Z'), score: 61, passed: false, by: 'contenido@cafecumbre.co' },
  { at: new Date('2026-11-25T14:12:00Z'), score: 58, passed: false, by: 'ana@estudio.co' },
];

/** 'Evaluar texto' spins for a moment, then the review arrives. */
const Scoring = (props: BrandReviewPanelProps) => {
  const [scoring, setScoring] = useState(false);
  const [review, setReview] = useState(props.review);
  return (
    <BrandReviewPanel
      {...props}
      review={review}
      status={review === null ? props.status : review.passed ? 'pasa' : 'no-pasa'}
      scoring={scoring}
      onScore={() => {
        props.onScore?.();
        setScoring(true);
        window.setTimeout(() => {
          setScoring(false);
          setReview(REVIEW);
        }, 200);
      }}
    />
  );
};

const meta = {
  title: 'Revisión de marca/BrandReviewPanel',
  component: BrandReviewPanel,
  args: {
    status: 'no-pasa',
    changes: [],
    findings: FINDINGS,
    review: FAILED,
    history: HISTORY,
    onScore: fn(),
    onFindingSelect: fn(),
    demo: true,
    timeZone: 'America/Bogota',
  },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BrandReviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    if (args.onFindingSelect) mocked(args.onFindingSelect).mockClear();
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Revisión de marca' });
    await expect(panel).toBeInTheDocument();
    // The blocking group comes first, whatever the findings' order.
    const groups = within(panel)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    await expect(groups.slice(0, 3)).toEqual([
      'Hallazgos (5)',
      'Concepto a evitarBloquea el envío',
      'Afirmación absoluta',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /café instantáneo/ }));
    await expect(args.onFindingSelect).toHaveBeenCalledWith('avoided-concept:caption:8');
    await expect(canvas.getByText('61 %')).toBeInTheDocument();
    await expect(canvas.getByText('sin respaldo')).toBeInTheDocument();
  },
};

/** Passed: the score, the criteria with their reasons, every claim with its source. */
export const Pasa: Story = {
  args: { status: 'pasa', findings: [], review: REVIEW, demo: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin hallazgos')).toBeInTheDocument();
    await expect(canvas.getByText('82 %')).toBeInTheDocument();
    await expect(canvas.queryByText('sin respaldo')).toBeNull();
    await expect(canvas.queryByTestId('demo-model-badge')).toBeNull();
  },
};

/** The DNA and the texts changed since the score: 'Revisar', with what changed. */
export const Revisar: Story = {
  args: {
    status: 'revisar',
    changes: ['ADN: Conceptos a evitar', 'Guía: Mensaje clave', 'Textos editados después de la revisión'],
    review: REVIEW,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ADN: Conceptos a evitar')).toBeInTheDocument();
    await expect(canvas.getByText('Revisar')).toBeInTheDocument();
  },
};

/** Never scored; 'Evaluar texto' spins, then the review shows. */
export const SinRevisar: Story = {
  args: { status: 'sin-revisar', review: null, history: [], findings: FINDINGS.slice(0, 1) },
  render: (args) => <Scoring {...args} />,
  play: async ({ canvasElement, args }) => {
    if (args.onScore) mocked(args.onScore).mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aún no se ha evaluado el texto con la IA.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Evaluar texto' }));
    await expect(args.onScore).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('82 %')).toBeInTheDocument();
  },
};

/** A reader without edit permission: no button, findings not clickable. */
export const SoloLectura: Story = {
  args: { onScore: undefined, onFindingSelect: undefined, history: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Evaluar texto' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /café instantáneo/ })).toBeNull();
    await expect(canvas.queryByText(/Historial/)).toBeNull();
  },
};
