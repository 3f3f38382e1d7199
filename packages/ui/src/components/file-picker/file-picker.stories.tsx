import { Stack } from '@chakra-ui/react';
import { BLOG_VIDEO_ACCEPT, CAROUSEL_IMAGE_ACCEPT } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilePicker } from './file-picker.js';
import { UiTexts } from '../../ui-texts.js';

const meta = {
  title: 'Formularios/FilePicker',
  component: FilePicker,
  args: { label: 'Video del artículo', accept: BLOG_VIDEO_ACCEPT, onFileChange: fn() },
  argTypes: { progress: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(UiTexts.filePicker.noFile)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: UiTexts.filePicker.choose })).toBeEnabled();
    const input = canvas.getByLabelText<HTMLInputElement>('Video del artículo');
    await expect(input).toHaveAttribute('accept', 'video/*');
    const video = new File(['demo'], 'presentacion.mp4', { type: 'video/mp4' });
    await userEvent.upload(input, video);
    await expect(canvas.getByText('presentacion.mp4')).toBeInTheDocument();
    await expect(args.onFileChange).toHaveBeenCalledWith(video);
  },
};

export const Uploading: Story = {
  args: { fileName: 'presentacion.mp4', progress: 40 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(within(canvasElement).getByText('40 %')).toBeInTheDocument();
  },
};

/** An upload under way with 'Cancelar subida' beside its bar: usable while the choice of a file is disabled. */
export const UploadingWithCancel: Story = {
  args: { fileName: 'presentacion.mp4', progress: 40, disabled: true, onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: UiTexts.filePicker.choose })).toBeDisabled();
    const cancel = canvas.getByRole('button', { name: UiTexts.filePicker.cancel });
    await expect(cancel).toBeEnabled();
    await expect(cancel).toHaveAccessibleDescription('presentacion.mp4');
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** No bar, no 'Cancelar subida': onCancel alone shows nothing. */
export const CancelWithoutUpload: Story = {
  args: { fileName: 'presentacion.mp4', onCancel: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button', { name: UiTexts.filePicker.cancel })).toBeNull();
  },
};

/** Every state side by side: empty, stored file, uploading, finished, error and disabled. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="8" maxW="lg">
      <FilePicker {...args} label="Sin archivo" />
      <FilePicker {...args} label="Archivo guardado" fileName="guion-1.mp4" />
      <FilePicker {...args} label="Subiendo" fileName="guion-2.mp4" progress={65} onCancel={fn()} />
      <FilePicker {...args} label="Subida completa" fileName="guion-3.mp4" progress={100} />
      <FilePicker
        {...args}
        label="Imagen del carrusel"
        accept={CAROUSEL_IMAGE_ACCEPT}
        fileName="documento.pdf"
        error={Messages.carousel.invalidImageType}
      />
      <FilePicker {...args} label="Deshabilitado" disabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['65', '100']);
    await expect(canvas.getByText(Messages.carousel.invalidImageType)).toBeInTheDocument();
    const buttons = canvas.getAllByRole('button', { name: UiTexts.filePicker.choose });
    await expect(buttons.at(-1)).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: UiTexts.filePicker.cancel })).toHaveLength(1);
  },
};
