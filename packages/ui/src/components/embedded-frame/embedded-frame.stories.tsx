import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { UiTexts } from '../../ui-texts.js';
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
    // A page that refuses to be framed still loads: the way out is always there.
    await expect(canvas.getByRole('link', { name: UiTexts.frame.openInNewTab })).toHaveAttribute('href', SAMPLE_PAGE);
  },
};

/** A page that reports an error is said plainly to be unavailable here, with a link to open it in a new tab. */
export const LoadError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.error(canvas.getByTitle('Academia'));
    await expect(await canvas.findByText(UiTexts.frame.unavailable)).toBeVisible();
    const link = canvas.getByRole('link', { name: UiTexts.frame.openInNewTab });
    await expect(link).toHaveAttribute('href', SAMPLE_PAGE);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByTitle('Academia')).not.toBeVisible();
  },
};

/** A page that sends no load event in time gets the same message; should it load later, it shows. */
export const NoAnswer: Story = {
  args: { timeout: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(UiTexts.frame.unavailable)).toBeVisible();
    fireEvent.load(canvas.getByTitle('Academia'));
    await waitFor(() => expect(canvas.queryByText(UiTexts.frame.unavailable)).not.toBeInTheDocument());
    await expect(canvas.getByTitle('Academia')).toBeVisible();
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
