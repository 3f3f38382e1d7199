import { useEffect } from 'react';

/** The product's name: the sidebar's and the phone's top bar, and the end of every tab title. */
export const PRODUCT_NAME = 'Estudio de Marca';

/**
 * A browser tab's title: the screen, the brand it works on when there is one, then the
 * product ('Requerimientos · Café Cumbre Andina — Estudio de Marca'), so tabs of several
 * screens and brands can be told apart.
 */
export const tabTitle = (screen: string | null, brand: string | null = null): string => {
  if (screen === null) return PRODUCT_NAME;
  return `${brand ? `${screen} · ${brand}` : screen} — ${PRODUCT_NAME}`;
};

/** Keeps the tab's title on the screen shown (and the brand it works on). */
export const useTabTitle = (screen: string | null, brand: string | null = null): void => {
  useEffect(() => {
    document.title = tabTitle(screen, brand);
  }, [screen, brand]);
};
