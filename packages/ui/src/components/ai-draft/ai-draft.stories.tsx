import { Image, Stack } from '@chakra-ui/react';
import { Messages } from '@estudio/domain/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiDraft, AiUndoNotice } from './ai-draft.js';

const meta = {
  title: 'Contenido/AiDraft',
  component: AiDraft,
  args: {
    current: 'Nuestro café de origen, tostado cada semana.',
    proposed: 'Del cafetal a tu taza en siete días: tostamos cada lunes para que lo pruebes en su mejor momento. ☕',
    onReplace: fn(),
    onInsert: fn(),
    onDiscard: fn(),
  },
} satisfies Meta<typeof AiDraft>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const draft = canvas.getByRole('region', { name: 'Propuesta de la IA' });
    await expect(draft).toHaveTextContent('Texto actual');
    await expect(draft).toHaveTextContent('Nuestro café de origen, tostado cada semana.');
    await expect(draft).toHaveTextContent('Del cafetal a tu taza en siete días');
    await userEvent.click(canvas.getByRole('button', { name: 'Reemplazar' }));
    await expect(args.onReplace).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Insertar' }));
    await expect(args.onInsert).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

/**
 * From the demo model, over an empty text, without 'Insertar', saving a replacement (its button
 * busy, the others waiting), everything waiting, and the notice with 'Deshacer' after replacing.
 */
export const Estados: Story = {
  render: (args) => (
    <Stack gap="6">
      <AiDraft {...args} title="Propuesta del modelo de demostración" demoModel modelName="demo/estudio" />
      <AiDraft {...args} title="Sobre un texto vacío" current="" />
      <AiDraft {...args} title="Sin insertar" onInsert={undefined} />
      <AiDraft {...args} title="Solo lectura" onReplace={undefined} onInsert={undefined} />
      <AiDraft {...args} title="Solo para leer" onReplace={undefined} onInsert={undefined} onDiscard={undefined} />
      <AiDraft {...args} title="Guardando el reemplazo" pending="replace" />
      <AiDraft {...args} title="En espera" disabled />
      <AiDraft {...args} title="Reemplazar en espera" replaceDisabled />
      <AiUndoNotice onUndo={fn()} />
      <AiUndoNotice onUndo={fn()} pending />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const demo = canvas.getByRole('region', { name: 'Propuesta del modelo de demostración' });
    await expect(within(demo).getByText(Messages.ai.demoModelBadge)).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Sobre un texto vacío' })).toHaveTextContent('(vacío)');
    await expect(
      within(canvas.getByRole('region', { name: 'Sin insertar' })).queryByRole('button', { name: 'Insertar' }),
    ).toBeNull();
    const readOnly = within(canvas.getByRole('region', { name: 'Solo lectura' }));
    await expect(readOnly.queryByRole('button', { name: 'Reemplazar' })).toBeNull();
    await expect(readOnly.getByRole('button', { name: 'Descartar' })).toBeEnabled();
    // A stored draft someone may not answer: read, with no button at all.
    await expect(within(canvas.getByRole('region', { name: 'Solo para leer' })).queryAllByRole('button')).toHaveLength(
      0,
    );
    const saving = within(canvas.getByRole('region', { name: 'Guardando el reemplazo' }));
    await expect(saving.getByRole('button', { name: 'Reemplazar' })).toHaveAttribute('data-loading');
    await expect(saving.getByRole('button', { name: 'Descartar' })).toBeDisabled();
    const waiting = within(canvas.getByRole('region', { name: 'En espera' }));
    await expect(waiting.getByRole('button', { name: 'Reemplazar' })).toBeDisabled();
    const replaceWaits = within(canvas.getByRole('region', { name: 'Reemplazar en espera' }));
    await expect(replaceWaits.getByRole('button', { name: 'Reemplazar' })).toBeDisabled();
    await expect(replaceWaits.getByRole('button', { name: 'Descartar' })).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: 'Deshacer' })[0]).toBeEnabled();
    await expect(canvas.getAllByText('Se reemplazó el texto por la propuesta de la IA.')).toHaveLength(2);
  },
};

/** A square picture of one colour, drawn in place (no request outside the story). */
const picture = (fill: string) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="${fill}"/></svg>`,
  );

/** An AI image beside the card's image: 'Reemplazar' and 'Descartar' (an image is not inserted); and over a card with none. */
export const Imagen: Story = {
  render: (args) => (
    <Stack gap="6">
      <AiDraft
        {...args}
        title="Nueva imagen de la IA"
        currentLabel="Imagen actual"
        current={<Image src={picture('#253a7c')} alt="Imagen actual de la tarjeta" maxH="12rem" />}
        proposed={<Image src={picture('#b94c11')} alt="Imagen propuesta" maxH="12rem" />}
        onInsert={undefined}
      />
      <AiDraft
        {...args}
        title="Sobre una tarjeta sin imagen"
        currentLabel="Imagen actual"
        current={null}
        proposed={<Image src={picture('#b94c11')} alt="Imagen propuesta" maxH="12rem" />}
        onInsert={undefined}
      />
    </Stack>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const draft = within(canvas.getByRole('region', { name: 'Nueva imagen de la IA' }));
    await expect(draft.getByRole('group', { name: 'Imagen actual' })).toContainElement(
      draft.getByRole('img', { name: 'Imagen actual de la tarjeta' }),
    );
    await expect(draft.getByRole('group', { name: 'Propuesta' })).toContainElement(
      draft.getByRole('img', { name: 'Imagen propuesta' }),
    );
    await expect(draft.queryByRole('button', { name: 'Insertar' })).toBeNull();
    await userEvent.click(draft.getByRole('button', { name: 'Reemplazar' }));
    await expect(args.onReplace).toHaveBeenCalledTimes(1);
    const empty = within(canvas.getByRole('region', { name: 'Sobre una tarjeta sin imagen' }));
    await expect(empty.getByRole('group', { name: 'Imagen actual' })).toHaveTextContent('(vacío)');
  },
};
