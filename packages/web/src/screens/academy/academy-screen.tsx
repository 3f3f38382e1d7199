import { Breadcrumb, EmbeddedFrame, PageHeader } from '@estudio/ui';
import { externalLinks } from '../../app/external-links.js';
import { ScreenTitles } from '../../app/screen-titles.js';

/**
 * Academia (docs/product.md, "Metrics and Academy"), open to every signed-in user: breadcrumb 'Academia' and
 * the training page (VITE_ACADEMY_URL) in a frame, with a spinner until it has loaded.
 */
export const AcademyScreen = () => (
  <>
    <PageHeader title={ScreenTitles.academy} breadcrumb={<Breadcrumb items={[{ label: ScreenTitles.academy }]} />} />
    <EmbeddedFrame url={externalLinks().academyUrl} title={ScreenTitles.academy} emptyMessage="" />
  </>
);
