import { Breadcrumb, EmbeddedFrame, PageHeader } from '@estudio/ui';
import { academyFrame, externalLinks, frameSource } from '../../shared/external-links.js';
import { ScreenTitles } from '../../shared/screen-titles.js';

/**
 * Academia (docs/product.md, "Metrics and Academy"), open to every signed-in user: breadcrumb 'Academia' and
 * the training page (VITE_ACADEMY_URL) in a sandboxed frame, with a spinner until it has loaded. Only the app's
 * own page or an https address is framed.
 */
export const AcademyScreen = () => {
  const links = externalLinks();
  const source = frameSource(links.academyUrl, academyFrame(links), window.location.origin);
  return (
    <>
      <PageHeader title={ScreenTitles.academy} breadcrumb={<Breadcrumb items={[{ label: ScreenTitles.academy }]} />} />
      <EmbeddedFrame url={source?.url ?? null} sandbox={source?.sandbox} title={ScreenTitles.academy} emptyMessage="" />
    </>
  );
};
