import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import type { SocialNetwork } from '@estudio/domain/brands';
import { networkPreview, type PlannedPost } from '@estudio/domain/scheduling';
import { Messages } from '@estudio/domain/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UiTexts } from '../../ui-texts.js';
import { NetworkPreview } from './network-preview.js';

const m = Messages.scheduling;
const words = UiTexts.networkPreview;

/** A placeholder picture that needs no network. */
const picture = (colour: string): string =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${colour}"/></svg>`,
  );

const CAPTION =
  '¿Sabías que el café de origen se tuesta en pequeños lotes? 🌱 Te contamos cómo lo hacemos, paso a paso, ' +
  'desde la finca hasta tu taza. #café #origen #Colombia';

const post = (fields: Partial<PlannedPost> = {}): PlannedPost => ({
  caption: CAPTION,
  imagesAIUrl: [picture('#2e4899'), picture('#b94c11'), picture('#253a7c')],
  scripts: [
    { Captacion: 'a', 'Argumento de Venta': 'b', 'Llamada a la acción': 'c', videoUrl: 'https://v.example/1.mp4' },
  ],
  videoToPublishIndex: 0,
  videoTitle: 'Así tostamos nuestro café',
  pinBoardId: 'tablero-1',
  pinTitle: 'Café de origen, paso a paso',
  pinLink: 'https://marca.example/cafe-de-origen',
  ...fields,
});

const LONG = `${CAPTION} ${'Cada lote se cata antes de empacarlo. '.repeat(13)}`;
const TAGS = Array.from({ length: 32 }, (_, i) => `#tema${i + 1}`).join(' ');

const carousel = (network: SocialNetwork, fields?: Partial<PlannedPost>) =>
  networkPreview('carousel', post(fields), network);
const video = (network: SocialNetwork, fields?: Partial<PlannedPost>) => networkPreview('video', post(fields), network);

const meta = {
  title: 'Publicación/NetworkPreview',
  component: NetworkPreview,
  args: { preview: carousel('Instagram') },
} satisfies Meta<typeof NetworkPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Instagram carousel within every limit. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Instagram' });
    await expect(within(card).getByText(words.ready)).toBeInTheDocument();
    await expect(within(card).getByText('3 / 30')).toBeInTheDocument();
    await expect(within(card).getByText('3 (de 2 a 10)')).toBeInTheDocument();
    await expect(within(card).getByRole('img', { name: words.firstImage(3) })).toBeInTheDocument();
  },
};

/** Each network at its own limit: over on Threads, Instagram, YouTube's title and Pinterest; within on LinkedIn and TikTok. */
export const Catalog: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      <NetworkPreview
        preview={carousel('Instagram', { caption: `${CAPTION} ${TAGS}`, imagesAIUrl: [picture('#2e4899')] })}
      />
      <NetworkPreview preview={carousel('Threads', { caption: LONG })} />
      <NetworkPreview preview={carousel('LinkedIn', { caption: LONG })} />
      <NetworkPreview preview={video('TikTok')} />
      <NetworkPreview
        preview={video('YouTube', { videoTitle: `${'Así tostamos nuestro café de origen, '.repeat(3)}en casa` })}
      />
      <NetworkPreview
        preview={video('Pinterest', { caption: LONG, pinLink: 'http://marca.example/cafe', pinBoardId: '' })}
      />
      <NetworkPreview preview={carousel('Facebook', { caption: '', imagesAIUrl: [] })} />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const threads = canvas.getByRole('article', { name: 'Threads' });
    const over = [...LONG].length - 500;
    await expect(within(threads).getByText(words.overLimit(over))).toBeInTheDocument();
    await expect(threads.querySelector('del')?.textContent).toBe([...LONG].slice(500).join(''));
    const instagram = canvas.getByRole('article', { name: 'Instagram' });
    await expect(within(instagram).getByText(m.tooManyHashtags('Instagram', 30, 35))).toBeInTheDocument();
    await expect(within(instagram).getByText(m.tooFewImages('Instagram', 2, 1))).toBeInTheDocument();
    await expect(within(canvas.getByRole('article', { name: 'LinkedIn' })).getByText(words.ready)).toBeInTheDocument();
    const youtube = canvas.getByRole('article', { name: 'YouTube' });
    await expect(within(youtube).getByText(m.youtubeTitleTooLong(100))).toBeInTheDocument();
    const pinterest = canvas.getByRole('article', { name: 'Pinterest' });
    await expect(within(pinterest).getByText(m.pinterestBoardRequired)).toBeInTheDocument();
    await expect(within(pinterest).getByText(m.pinterestLinkNotHttps)).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('article', { name: 'Facebook' })).getByText(words.noImages),
    ).toBeInTheDocument();
  },
};

/** A phone (390 px): the cards stack, long words and links wrap inside them, nothing scrolls sideways. */
export const Phone: Story = {
  render: () => (
    <Box maxW="390px" borderWidth="1px" p="3">
      <Stack gap="3">
        <NetworkPreview
          preview={carousel('Instagram', { caption: `${LONG}${'#unhashtagmuylargoquenocabe'.repeat(4)}` })}
        />
        <NetworkPreview
          preview={video('Pinterest', {
            pinLink: `https://marca.example/${'ruta-muy-larga/'.repeat(8)}`,
            pinTitle: 'p'.repeat(104),
          })}
        />
      </Stack>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(
      within(canvas.getByRole('article', { name: 'Pinterest' })).getByText(words.overLimit(4)),
    ).toBeInTheDocument();
  },
};
