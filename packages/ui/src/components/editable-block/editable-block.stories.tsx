import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditableBlock, type EditableBlockProps } from './editable-block.js';

/** A blueprint text block: the stored text, and a draft copied from it on Editar. */
const TextBlock = ({
  initial,
  failSave = false,
  ...props
}: Partial<EditableBlockProps> & { readonly initial: string; readonly failSave?: boolean }) => {
  const [stored, setStored] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState('');
  return (
    <EditableBlock
      title="Mensaje clave"
      canEdit
      {...props}
      onEdit={() => {
        setDraft(stored);
        setError('');
        props.onEdit?.();
      }}
      onDiscard={() => {
        setDraft(stored);
        props.onDiscard?.();
      }}
      onSave={async () => {
        await props.onSave?.();
        if (failSave) {
          setError('No se pudo guardar: inténtalo de nuevo.');
          throw new Error('save failed');
        }
        setStored(draft);
      }}
      editor={
        <Field.Root invalid={error !== ''}>
          <Field.Label>Texto del bloque</Field.Label>
          <Textarea value={draft} onChange={(event) => setDraft(event.target.value)} rows={3} />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      }
    >
      <Text>{stored}</Text>
    </EditableBlock>
  );
};

const meta = {
  title: 'Contenido/EditableBlock',
  component: EditableBlock,
  args: {
    title: 'Mensaje clave',
    canEdit: true,
    children: null,
    editor: null,
    onSave: fn(),
    onEdit: fn(),
    onDiscard: fn(),
  },
  render: (args) => <TextBlock {...args} initial="Tu marca, contada con claridad." />,
} satisfies Meta<typeof EditableBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const block = canvas.getByRole('region', { name: 'Mensaje clave' });
    const inBlock = within(block);

    // Edit, then save: the new text is shown read-only.
    await userEvent.click(inBlock.getByRole('button', { name: 'Editar' }));
    await expect(args.onEdit).toHaveBeenCalled();
    const text = inBlock.getByRole('textbox', { name: 'Texto del bloque' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Contenido que conecta.');
    await userEvent.click(inBlock.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(inBlock.getByText('Contenido que conecta.')).toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalled();
    await expect(inBlock.queryByRole('textbox')).not.toBeInTheDocument();

    // Edit, then discard: the stored text stays.
    await userEvent.click(inBlock.getByRole('button', { name: 'Editar' }));
    await userEvent.type(inBlock.getByRole('textbox', { name: 'Texto del bloque' }), ' Borrador.');
    await userEvent.click(inBlock.getByRole('button', { name: 'Descartar' }));
    await expect(args.onDiscard).toHaveBeenCalled();
    await expect(inBlock.getByText('Contenido que conecta.')).toBeInTheDocument();
    await expect(inBlock.queryByText(/Borrador/)).not.toBeInTheDocument();
  },
};

/** View mode, edit mode, without permission, and a save that fails (stays in edit mode). */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="6" maxW="2xl">
      <TextBlock {...args} title="Modo lectura" initial="Tu marca, contada con claridad." />
      <TextBlock {...args} title="Modo edición" defaultMode="edit" initial="Borrador en curso." />
      <TextBlock {...args} title="Sin permiso" canEdit={false} initial="Solo lectura." />
      <TextBlock {...args} title="Error al guardar" failSave initial="Texto guardado." />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editing = within(canvas.getByRole('region', { name: 'Modo edición' }));
    await expect(editing.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await expect(editing.getByRole('button', { name: 'Descartar' })).toBeEnabled();

    const locked = within(canvas.getByRole('region', { name: 'Sin permiso' }));
    await expect(locked.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    await expect(locked.getByText('Solo lectura.')).toBeInTheDocument();

    const failing = within(canvas.getByRole('region', { name: 'Error al guardar' }));
    await userEvent.click(failing.getByRole('button', { name: 'Editar' }));
    await userEvent.click(failing.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(failing.getByText('No se pudo guardar: inténtalo de nuevo.')).toBeInTheDocument());
    await expect(failing.getByRole('textbox', { name: 'Texto del bloque' })).toBeInTheDocument();
  },
};

/** The mode held by the page: a save from outside the block (the page's action bar) closes it. */
const HeldByPage = () => {
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  return (
    <Stack gap="3" maxW="2xl">
      <Text data-testid="page-mode">{mode}</Text>
      <EditableBlock
        title="Bloque de la página"
        canEdit
        mode={mode}
        onModeChange={setMode}
        onSave={() => undefined}
        editor={<Text>Editando</Text>}
      >
        <Text>Guardado</Text>
      </EditableBlock>
      <button type="button" onClick={() => setMode('view')}>
        Guardar desde la página
      </button>
    </Stack>
  );
};

export const ModoDeLaPagina: Story = {
  render: () => <HeldByPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = within(canvas.getByRole('region', { name: 'Bloque de la página' }));
    await userEvent.click(block.getByRole('button', { name: 'Editar' }));
    await expect(canvas.getByTestId('page-mode')).toHaveTextContent('edit');
    await expect(block.getByText('Editando')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar desde la página' }));
    await expect(block.getByText('Guardado')).toBeInTheDocument();
    await expect(block.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  },
};
