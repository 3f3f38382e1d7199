import { Stack } from '@chakra-ui/react';
import type { CommentPerson } from '@estudio/domain/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UiTexts } from '../../ui-texts.js';
import { CommentBox } from './comment-box.js';
import { DiscussionThread, type DiscussionEntry } from './discussion-thread.js';
import { NewCountBadge } from './new-count-badge.js';

const mateo: CommentPerson = { uid: 'demo-estratega', email: 'estratega@estudio.test', name: 'Mateo Cárdenas' };
const lucia: CommentPerson = { uid: 'demo-disenador', email: 'disenador@estudio.test', name: 'Lucía Mejía' };
const andres: CommentPerson = { uid: 'demo-contenido', email: 'contenido@estudio.test', name: 'Andrés Rojas' };
const PEOPLE = [mateo, lucia, andres];

const ENTRIES: readonly DiscussionEntry[] = [
  {
    id: 'c1',
    author: mateo.name,
    at: new Date('2026-11-20T14:05:00.000Z'),
    text: '@Andrés Rojas ¿podemos cerrar el carrusel con una pregunta? Así invitamos a comentar.',
    mentions: [andres],
  },
  {
    id: 'c2',
    author: lucia.name,
    at: new Date('2026-11-20T16:30:00.000Z'),
    text: '@Mateo Cárdenas listo: la última tarjeta cambia a la pregunta y al logo.',
    mentions: [mateo],
    isNew: true,
  },
];

/** A thread with its box, writing into its own list (the screens write through the server). */
const Conversation = ({ initial }: { readonly initial: readonly DiscussionEntry[] }) => {
  const [entries, setEntries] = useState(initial);
  return (
    <DiscussionThread label="Conversación del requerimiento" entries={entries} timeZone="America/Bogota">
      <CommentBox
        people={PEOPLE}
        maxLength={2000}
        onSubmit={async (text) =>
          setEntries((current) => [
            ...current,
            {
              id: `c${current.length + 1}`,
              author: andres.name,
              at: new Date('2026-11-21T12:00:00.000Z'),
              text,
              mentions: PEOPLE.filter((person) => text.includes(`@${person.email}`)),
            },
          ])
        }
      />
    </DiscussionThread>
  );
};

const meta = {
  title: 'Contenido/DiscussionThread',
  component: DiscussionThread,
  args: { label: 'Conversación del requerimiento', entries: ENTRIES, timeZone: 'America/Bogota' },
} satisfies Meta<typeof DiscussionThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who and when (es-ES, Bogotá), the mentions highlighted, the new one marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thread = canvas.getByRole('region', { name: 'Conversación del requerimiento' });
    const items = within(thread).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]?.querySelector('time')?.textContent).toBe('20/11/2026, 09:05');
    await expect(items[0]?.querySelector('mark')?.textContent).toBe('@Andrés Rojas');
    await expect(within(items[1] as HTMLElement).getByText(UiTexts.discussion.isNew)).toBeTruthy();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(UiTexts.discussion.empty)).toBeTruthy();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Failed: Story = {
  args: { error: 'No se pudieron cargar los comentarios.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert').textContent).toBe('No se pudieron cargar los comentarios.');
  },
};

/** Another kind of entry in the same thread: a review decision, with its tag. */
export const WithDecision: Story = {
  args: {
    entries: [
      ...ENTRIES,
      {
        id: 'r1',
        author: 'Revisora del cliente',
        at: new Date('2026-11-21T13:00:00.000Z'),
        text: 'Cambiemos la foto de la tercera tarjeta.',
        mentions: [],
        tag: { label: 'Pidió cambios', tone: 'warning' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pidió cambios')).toBeTruthy();
  },
};

/** Typing '@' suggests the brand's people; Enter picks one; 'Comentar' adds the comment. */
export const Writing: Story = {
  render: () => <Conversation initial={ENTRIES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: UiTexts.discussion.box });
    const submit = canvas.getByRole('button', { name: UiTexts.discussion.submit });
    await expect(submit).toBeDisabled();
    await userEvent.type(box, 'Gracias @luc');
    const options = within(canvas.getByRole('listbox', { name: UiTexts.discussion.people })).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Gracias @disenador@estudio.test ');
    await userEvent.type(box, '¡quedó muy bien!');
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
    await expect(box).toHaveValue('');
    await expect(canvas.getAllByRole('listitem')[2]?.querySelector('mark')?.textContent).toBe(
      '@disenador@estudio.test',
    );
  },
};

/** A refused submit keeps the text and shows why. */
export const Refused: Story = {
  render: () => (
    <CommentBox
      people={PEOPLE}
      maxLength={2000}
      error="No se pudo publicar el comentario."
      onSubmit={fn(async () => {
        throw new Error('refused');
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: UiTexts.discussion.box });
    await userEvent.type(box, 'Hola');
    await userEvent.click(canvas.getByRole('button', { name: UiTexts.discussion.submit }));
    await expect(box).toHaveValue('Hola');
    await expect(canvas.getByText('No se pudo publicar el comentario.')).toBeTruthy();
  },
};

/** The lists' count of new comments: nothing at 0. */
export const NewCounts: Story = {
  render: () => (
    <Stack gap="2">
      <span>
        Carrusel 16 - T2
        <NewCountBadge count={2} />
      </span>
      <span>
        Carrusel 17 - T3
        <NewCountBadge count={0} />
      </span>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: UiTexts.discussion.newCount(2) }).textContent).toBe('2');
    await expect(canvas.queryAllByRole('img')).toHaveLength(1);
  },
};
