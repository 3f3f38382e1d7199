import { Text } from '@chakra-ui/react';
import { CardSkeleton, EmbeddedFrame, PageHeader } from '@estudio/ui';
import { SELECTED_BRAND_KEY, useActiveBrand } from '../../shared/active-brand.js';
import { METRICS_FRAME, frameSource } from '../../shared/external-links.js';
import { useCan } from '../../shared/session.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { AppTexts } from '../../shared/texts.js';
import { MetricsTexts } from './metrics-texts.js';

/** The stored selection's metrics link, while the visible brands are still loading. */
const storedLinkMetrics = (): string | null => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(SELECTED_BRAND_KEY) ?? 'null');
    const link =
      typeof stored === 'object' && stored !== null ? (stored as { linkMetrics?: unknown }).linkMetrics : null;
    return typeof link === 'string' ? link : null;
  } catch {
    return null;
  }
};

/**
 * Métricas (docs/product.md, "Metrics and Academy"): the selected brand's linkMetrics in a frame, with a
 * loading placeholder until it has loaded, or 'No hay URL de métricas configurada para la marca
 * seleccionada.' with what to do next; a page that cannot be shown in the frame says so, with a link to
 * open it in a new tab. Choosing another brand (here, in another part of the app or in another
 * tab) loads the frame again. Needs METRICS, like its menu item. Only an https page of the
 * metrics host is framed (sandboxed); any other link shows the empty message.
 */
export const MetricsScreen = () => {
  const allowed = useCan('METRICS');
  const { brands, brandsSettled, activeBrandId, activeBrand } = useActiveBrand();
  const link =
    activeBrandId === null ? null : (activeBrand?.linkMetrics ?? (brands.length === 0 ? storedLinkMetrics() : null));
  const source = frameSource(link, METRICS_FRAME, window.location.origin);
  // A selected brand whose link is not known until the brands have loaded: their shape, not the empty message.
  const waiting = activeBrandId !== null && source === null && !brandsSettled;

  return (
    <>
      <PageHeader title={ScreenTitles.metrics} description={activeBrand?.brandName} />
      {!allowed ? (
        <Text role="alert">{MetricsTexts.noPermission}</Text>
      ) : waiting ? (
        <CardSkeleton lines={6} label={AppTexts.loading} />
      ) : (
        // Keyed by brand: a new selection reloads the frame even when two brands share a link.
        <EmbeddedFrame
          key={activeBrandId ?? 'none'}
          url={source?.url ?? null}
          sandbox={source?.sandbox}
          title={MetricsTexts.frameTitle}
          emptyMessage={MetricsTexts.noUrl}
          emptyDescription={activeBrandId === null ? MetricsTexts.chooseBrand : MetricsTexts.addLink}
        />
      )}
    </>
  );
};
