import { Text } from '@chakra-ui/react';
import { EmbeddedFrame, PageHeader } from '@estudio/ui';
import { SELECTED_BRAND_KEY, useActiveBrand } from '../../shared/active-brand.js';
import { METRICS_FRAME, frameSource } from '../../shared/external-links.js';
import { useCan } from '../../shared/session.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
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
 * spinner until it has loaded, or 'No hay URL de métricas configurada para la marca
 * seleccionada.' Choosing another brand (here, in another part of the app or in another
 * tab) loads the frame again. Needs METRICS, like its menu item. Only an https page of the
 * metrics host is framed (sandboxed); any other link shows the empty message.
 */
export const MetricsScreen = () => {
  const allowed = useCan('METRICS');
  const { brands, activeBrandId, activeBrand } = useActiveBrand();
  const link =
    activeBrandId === null ? null : (activeBrand?.linkMetrics ?? (brands.length === 0 ? storedLinkMetrics() : null));
  const source = frameSource(link, METRICS_FRAME, window.location.origin);

  return (
    <>
      <PageHeader title={ScreenTitles.metrics} description={activeBrand?.brandName} />
      {allowed ? (
        // Keyed by brand: a new selection reloads the frame even when two brands share a link.
        <EmbeddedFrame
          key={activeBrandId ?? 'none'}
          url={source?.url ?? null}
          sandbox={source?.sandbox}
          title={MetricsTexts.frameTitle}
          emptyMessage={MetricsTexts.noUrl}
        />
      ) : (
        <Text role="alert">{MetricsTexts.noPermission}</Text>
      )}
    </>
  );
};
