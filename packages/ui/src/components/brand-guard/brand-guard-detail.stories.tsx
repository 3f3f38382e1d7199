import { Box, Field, Grid, Heading, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BrandReviewPanel } from './brand-review-panel.js';
import { GuardMarkedText } from './guard-marked-text.js';
import { GuardedTextarea } from './guarded-textarea.js';
import type { GuardMark } from './guard-marks.js';
import type { GuardHistoryEntry, GuardPanelFinding, GuardPanelReview } from './review-types.js';

/*
 * The brand guard as a carousel's detail screen puts it together: the caption's editor with its
 * marks, a guide's suggested words read-only, and the panel beside them (below them on a
 * phone). A stand-in for the domain's checks finds the terms as the text is typed; choosing a
 * finding selects its words in the editor.
 */

const CAPTION =
  'Nuestro café instantáneo es el mejor de Colombia: 100% garantizado.\n' +
  'Cada taza nace en las montañas del Huila, donde cuidamos el grano desde la semilla hasta tu mesa. ' +
  'Tostado artesanal, notas de panela y cacao.\n\n#CaféDeOrigen #HechoEnHuila #TazaPerfecta';

const SUGGESTED = 'Origen, Huila, tostado artesanal, café instantáneo, taza perfecta';

interface Rule {
  readonly term: string;
  readonly blocking: boolean;
  readonly rule: string;
  readonly message: string;
}

const RULES: readonly Rule[] = [
  {
    term: 'café instantáneo',
    blocking: true,
    rule: 'Concepto a evitar',
    message: '«café instantáneo» está entre los conceptos a evitar de la marca. Reescribe la frase sin él.',
  },
  ...['el mejor', '100%', 'garantizado'].map((term) => ({
    term,
    blocking: false,
    rule: 'Afirmación absoluta',
    message: `«${term}» es una afirmación absoluta. Matízala o respáldala con un dato de la marca.`,
  })),
];

interface Found {
  readonly id: string;
  readonly field: 'caption' | 'guide';
  readonly mark: GuardMark;
  readonly finding: GuardPanelFinding;
}

const findIn = (field: Found['field'], label: string, text: string): Found[] => {
  const lower = text.toLowerCase();
  return RULES.flatMap((rule) => {
    const found: Found[] = [];
    for (let at = lower.indexOf(rule.term); at >= 0; at = lower.indexOf(rule.term, at + 1)) {
      const id = `${field}:${at}:${rule.term}`;
      found.push({
        id,
        field,
        mark: { start: at, end: at + rule.term.length, tone: rule.blocking ? 'blocking' : 'warning', label: rule.rule },
        finding: {
          id,
          rule: rule.rule,
          field: label,
          quote: text.slice(at, at + rule.term.length),
          message: rule.message,
          blocking: rule.blocking,
        },
      });
    }
    return found;
  });
};

const REVIEW: GuardPanelReview = {
  score: 68,
  passed: false,
  at: new Date('2026-11-27T15:30:00Z'),
  by: 'contenido@cafecumbre.co',
  criteria: [
    {
      label: 'Tono y arquetipo',
      score: 74,
      reason: 'Cercano, pero «el mejor» suena a venta dura, lejos del arquetipo Cuidador.',
    },
    {
      label: 'Pilares de contenido',
      score: 70,
      reason: 'Toca el origen (Huila); el proceso de tostado aparece solo de pasada.',
    },
    { label: 'Mensaje clave', score: 62, reason: 'El café instantáneo contradice el mensaje de café de especialidad.' },
    { label: 'Audiencia', score: 66, reason: 'Habla a quien busca café en casa, no a quien valora el origen.' },
  ],
  claims: [
    { text: 'Cada taza nace en las montañas del Huila', source: 'Cuestionario: Diferenciales' },
    { text: 'es el mejor de Colombia', source: null },
  ],
};

const HISTORY: readonly GuardHistoryEntry[] = [
  { at: new Date('2026-11-27T15:30:00Z'), score: 68, passed: false, by: 'contenido@cafecumbre.co' },
  { at: new Date('2026-11-25T14:12:00Z'), score: 58, passed: false, by: 'ana@estudio.co' },
];

const Detail = ({ initial }: { readonly initial: string }) => {
  const [caption, setCaption] = useState(initial);
  const editor = useRef<HTMLTextAreaElement>(null);
  const found = useMemo(
    () => [...findIn('caption', 'Caption', caption), ...findIn('guide', 'Guía 1: palabras sugeridas', SUGGESTED)],
    [caption],
  );
  const captionMarks = useMemo(
    () => found.filter((item) => item.field === 'caption').map((item) => item.mark),
    [found],
  );
  const guideMarks = useMemo(() => found.filter((item) => item.field === 'guide').map((item) => item.mark), [found]);
  const select = (id: string) => {
    const item = found.find((candidate) => candidate.id === id);
    if (item?.field !== 'caption' || !editor.current) return;
    editor.current.focus();
    editor.current.setSelectionRange(item.mark.start, item.mark.end);
  };
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 26rem' }} gap="6" alignItems="start">
      <Stack gap="5" minW="0">
        <Heading as="h2" size="lg">
          Carrusel 1 - T1
        </Heading>
        <Field.Root>
          <Field.Label>Caption</Field.Label>
          <GuardedTextarea
            ref={editor}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            marks={captionMarks}
            autoresize
            rows={5}
            bg="bg"
          />
          <Field.HelperText>{caption.length} de 2.200 caracteres (Instagram)</Field.HelperText>
        </Field.Root>
        <Stack gap="1.5">
          <Heading as="h3" size="sm" id="guia-1">
            Guía 1: palabras sugeridas
          </Heading>
          <Box
            role="group"
            aria-labelledby="guia-1"
            bg="bg"
            borderWidth="1px"
            borderRadius="l2"
            px="3"
            py="2"
            fontSize="sm"
          >
            <GuardMarkedText text={SUGGESTED} marks={guideMarks} />
          </Box>
        </Stack>
      </Stack>
      <BrandReviewPanel
        status="revisar"
        changes={['ADN: Conceptos a evitar', 'Textos editados después de la revisión']}
        findings={found.map((item) => item.finding)}
        review={REVIEW}
        history={HISTORY}
        onScore={() => undefined}
        onFindingSelect={select}
        demo
        timeZone="America/Bogota"
      />
    </Grid>
  );
};

const meta = {
  title: 'Revisión de marca/En un detalle',
  component: Detail,
  args: { initial: CAPTION },
} satisfies Meta<typeof Detail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Revisión de marca' });
    // The caption's four findings and the guide's one, the blocking group first.
    await expect(within(panel).getByRole('heading', { name: 'Hallazgos (5)' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-guard-mark][data-tone="blocking"]')).toHaveLength(2);
  },
};

/** The writer chooses the blocking finding, rewrites it, and the panel has one less. */
export const Corregido: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Revisión de marca' });
    const [caption] = within(panel).getAllByRole('button', { name: /Caption · café instantáneo/ });
    if (!caption) throw new Error('no caption finding');
    await userEvent.click(caption);
    const editor = canvas.getByRole('textbox', { name: 'Caption' }) as HTMLTextAreaElement;
    await expect(editor).toHaveFocus();
    await expect(editor.value.slice(editor.selectionStart, editor.selectionEnd)).toBe('café instantáneo');
    await userEvent.keyboard('café de origen');
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Hallazgos (4)' })).toBeInTheDocument());
    await expect(canvasElement.querySelectorAll('[data-guard-mark][data-tone="blocking"]')).toHaveLength(1);
  },
};
