import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { EmbeddedFrame } from './embedded-frame.js';

/** Sample text: the screen passes its own empty message. */
const NO_URL = 'No hay ningún panel configurado para mostrar.';

/** A self-contained page, so the story needs no network. */
const SAMPLE_PAGE =
  'data:text/html;charset=utf-8,' +
  encodeURIComponent(
    '<!doctype html><html lang="es"><title>Academia</title><body style="font-family:sans-serif;padding:2rem"><h1>Academia</h1><p>Contenido de formación.</p></body></html>',
  );

const meta = {
  title: 'Contenido/EmbeddedFrame',
  component: EmbeddedFrame,
  args: {
    url: SAMPLE_PAGE,
    title: 'Academia',
    emptyMessage: NO_URL,
    height: '320px',
  },
} satisfies Meta<typeof EmbeddedFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTitle('Academia');
    // Until the frame reports load, the spinner covers it (a browser may already have loaded it).
    fireEvent.load(frame);
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(frame).toBeVisible();
  },
};

export const Empty: Story = {
  args: { url: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_URL)).toBeInTheDocument();
    await expect(canvas.queryByTitle('Academia')).not.toBeInTheDocument();
  },
};

/** Empty (no address, or a blank one) and a loaded page. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="6">
      <EmbeddedFrame {...args} url={undefined} title="Métricas" />
      <EmbeddedFrame {...args} url="   " title="Métricas en blanco" />
      <EmbeddedFrame {...args} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(NO_URL)).toHaveLength(2);
    await expect(canvas.getAllByTitle(/./).filter((node) => node.tagName === 'IFRAME')).toHaveLength(1);
  },
};
