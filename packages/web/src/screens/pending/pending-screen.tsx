import { PageHeader } from '@estudio/ui';
import { ScreenTitles } from '../../app/screen-titles.js';

const TITLES = {
  marca: ScreenTitles.brand,
  blueprint: ScreenTitles.blueprint,
  blog: 'Blog',
  carrousel: 'Carrusel',
  video: 'Video',
  socialmedia: ScreenTitles.socialMedia,
} as const;

export interface PendingScreenProps {
  readonly screen: keyof typeof TITLES;
}

/**
 * The screens of the companion document (brand DNA, blueprint, requirement details, social
 * media): their routes, guard and menu highlight are in place; their content is built by
 * the content-creation issues.
 */
export const PendingScreen = ({ screen }: PendingScreenProps) => (
  <>
    <PageHeader title={TITLES[screen]} />
    <p>Esta pantalla llega con la creación de contenido (brief, blueprint y piezas).</p>
  </>
);
