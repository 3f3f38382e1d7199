import { Breadcrumb, EmbeddedFrame, PageHeader } from '@estudio/ui';
import { useEffect } from 'react';
import { DEFAULT_EXTERNAL_LINKS, academyFrame, externalLinks, frameSource } from '../../shared/external-links.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { AcademyTexts } from './academy-texts.js';

/** For developers only: users are never shown a setting's name. */
const warnAboutSetting = (address: string, framed: boolean): void => {
  if (!framed) {
    console.warn(
      `Academia: VITE_ACADEMY_URL (${address}) is neither an https address nor the app's own page; nothing is framed.`,
    );
  } else if (address === DEFAULT_EXTERNAL_LINKS.academyUrl) {
    console.warn(`Academia: VITE_ACADEMY_URL is not set; the placeholder page ${address} is framed.`);
  }
};

/**
 * Academia (docs/product.md, "Metrics and Academy"), open to every signed-in user: breadcrumb 'Academia' and
 * the training page in a sandboxed frame, with a loading placeholder until it has loaded. Only the app's own
 * page or an https address is framed; any other says plainly, and neutrally, that the page is not available,
 * and a page that cannot be shown in the frame offers a link to open it in a new tab.
 */
export const AcademyScreen = () => {
  const links = externalLinks();
  const source = frameSource(links.academyUrl, academyFrame(links), window.location.origin);
  const framed = source !== null;
  useEffect(() => warnAboutSetting(links.academyUrl, framed), [links.academyUrl, framed]);
  return (
    <>
      <PageHeader title={ScreenTitles.academy} breadcrumb={<Breadcrumb items={[{ label: ScreenTitles.academy }]} />} />
      <EmbeddedFrame
        url={source?.url ?? null}
        sandbox={source?.sandbox}
        title={ScreenTitles.academy}
        emptyMessage={AcademyTexts.unavailable}
        emptyDescription={AcademyTexts.unavailableHint}
      />
    </>
  );
};
