import { Messages } from '@estudio/domain';
import { Breadcrumb, EmbeddedFrame, PageHeader } from '@estudio/ui';
import { externalLinks } from '../../app/external-links.js';

/**
 * Academia (spec 000 section 2), open to every signed-in user: breadcrumb 'Academia' and
 * the training page (VITE_ACADEMY_URL) in a frame, with a spinner until it has loaded.
 */
export const AcademyScreen = () => (
  <>
    <PageHeader
      title={Messages.screens.academy}
      breadcrumb={<Breadcrumb items={[{ label: Messages.screens.academy }]} />}
    />
    <EmbeddedFrame url={externalLinks().academyUrl} title={Messages.screens.academy} emptyMessage="" />
  </>
);
