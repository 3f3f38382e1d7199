import { PageHeader } from '@estudio/ui';

const TITLES = {
  blog: 'Blog',
  carrousel: 'Carrusel',
  video: 'Video',
} as const;

export interface PendingScreenProps {
  readonly screen: keyof typeof TITLES;
}

/**
 * The requirement details (blog, carousel, video): their routes, guard and menu highlight
 * are in place; their content is built by the content-creation issues.
 */
export const PendingScreen = ({ screen }: PendingScreenProps) => (
  <>
    <PageHeader title={TITLES[screen]} />
    <p>Esta pantalla llega con la creación de contenido (brief, blueprint y piezas).</p>
  </>
);
