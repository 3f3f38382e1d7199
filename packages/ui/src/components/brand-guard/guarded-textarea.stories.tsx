import { Field, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { GuardedTextarea, type GuardedTextareaProps } from './guarded-textarea.js';
import type { GuardMark } from './guard-marks.js';

const CAPTION =
  'Nuestro café instantáneo es el mejor de Colombia: 100% garantizado.\n' +
  'Cada taza nace en las montañas del Huila, donde cuidamos el grano desde la semilla hasta tu mesa. ' +
  'Tostado artesanal, notas de panela y cacao.\n\n#CaféDeOrigen #HechoEnHuila #TazaPerfecta';

/** The words a story underlines, found in the text as it is typed (a stand-in for the domain's checks). */
const TERMS: readonly { readonly term: string; readonly tone: GuardMark['tone']; readonly label: string }[] = [
  { term: 'café instantáneo', tone: 'blocking', label: 'Concepto a evitar' },
  { term: 'el mejor', tone: 'warning', label: 'Afirmación absoluta' },
  { term: '100%', tone: 'warning', label: 'Afirmación absoluta' },
  { term: 'garantizado', tone: 'warning', label: 'Afirmación absoluta' },
];

const marksOf = (text: string): GuardMark[] => {
  const lower = text.toLowerCase();
  return TERMS.flatMap(({ term, tone, label }) => {
    const marks: GuardMark[] = [];
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + term.length)) {
      marks.push({ start: at, end: at + term.length, tone, label });
    }
    return marks;
  });
};

/** A caption editor as a detail screen has it: the marks follow the text as it is typed. */
const LiveEditor = (props: Omit<GuardedTextareaProps, 'marks'> & { readonly initial: string }) => {
  const { initial, ...rest } = props;
  const [text, setText] = useState(initial);
  const marks = useMemo(() => marksOf(text), [text]);
  return (
    <Field.Root maxW="2xl">
      <Field.Label>Caption</Field.Label>
      <GuardedTextarea {...rest} value={text} onChange={(event) => setText(event.target.value)} marks={marks} />
      <Field.HelperText>
        {marks.length === 0 ? 'Sin hallazgos en el texto.' : `${marks.length} hallazgos subrayados en el texto.`}
      </Field.HelperText>
    </Field.Root>
  );
};

const meta = {
  title: 'Revisión de marca/GuardedTextarea',
  component: GuardedTextarea,
  args: { marks: marksOf(CAPTION), defaultValue: CAPTION, rows: 6, 'aria-label': 'Caption' },
} satisfies Meta<typeof GuardedTextarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Caption' });
    const marks = canvasElement.querySelectorAll('[data-guard-mark]');
    await expect(marks).toHaveLength(4);
    await expect(marks[0]).toHaveAttribute('data-tone', 'blocking');
    await expect(marks[0]).toHaveTextContent('café instantáneo');
    await expect(marks[0]).toHaveAttribute('title', 'Concepto a evitar');
    // The labels are read with the text area.
    await expect(area).toHaveAccessibleDescription(/«café instantáneo»: Concepto a evitar/);
  },
};

/** Typing updates the underlines: fixing the concept to avoid removes its mark. */
export const AlEscribir: Story = {
  render: (args) => <LiveEditor initial={CAPTION} rows={args.rows} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Caption' });
    await expect(canvasElement.querySelector('[data-tone="blocking"]')).not.toBeNull();
    await userEvent.clear(area);
    await userEvent.type(area, 'Nuestro café de origen, tostado cada semana.');
    await expect(canvasElement.querySelectorAll('[data-guard-mark]')).toHaveLength(0);
    await expect(canvas.getByText('Sin hallazgos en el texto.')).toBeInTheDocument();
    // Within a field, the text area keeps the field's help as its description.
    await expect(area).toHaveAccessibleDescription('Sin hallazgos en el texto.');
  },
};

/** Grows with its text (autoresize); the marks stay under their words. */
export const Autoajustable: Story = {
  render: () => <LiveEditor initial={CAPTION} autoresize rows={2} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-guard-mark]')).toHaveLength(4);
  },
};

/** Sizes and a long text that scrolls: the backdrop follows the text area's font and scroll. */
export const Catalogo: Story = {
  render: () => (
    <Stack gap="6" maxW="2xl">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Stack key={size} gap="1">
          <Text fontSize="sm" fontWeight="medium">
            Tamaño {size}
          </Text>
          <GuardedTextarea
            size={size}
            aria-label={`Caption ${size}`}
            defaultValue={CAPTION}
            marks={marksOf(CAPTION)}
            rows={4}
          />
        </Stack>
      ))}
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium">
          Texto largo con desplazamiento
        </Text>
        <GuardedTextarea
          aria-label="Texto largo"
          defaultValue={`${CAPTION}\n\n${CAPTION}\n\n${CAPTION}`}
          marks={marksOf(`${CAPTION}\n\n${CAPTION}\n\n${CAPTION}`)}
          rows={4}
        />
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Texto largo' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-guard-mark]')).toHaveLength(24);
  },
};
