import type { Brand } from '@estudio/domain/brands';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelectorBrands } from './api/selector-brands.js';
import { queryKeys } from './query-keys.js';

/** The localStorage key of the selected brand (docs/product.md, "Shell and menu"): its id plus its fields. */
export const SELECTED_BRAND_KEY = 'selectedBrandData';
/** Same-tab broadcast of a change (other tabs hear the storage event). */
const CHANGED_EVENT = 'estudio:selectedBrandData';

/** The stored brand's id, or null when none is stored or the value is not a brand. */
export const readSelectedBrandId = (storage: Pick<Storage, 'getItem'> = window.localStorage): string | null => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SELECTED_BRAND_KEY) ?? 'null');
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { id?: unknown }).id === 'string'
      ? (parsed as { id: string }).id
      : null;
  } catch {
    return null;
  }
};

export const writeSelectedBrand = (brand: Brand | null): void => {
  if (brand === null) window.localStorage.removeItem(SELECTED_BRAND_KEY);
  else window.localStorage.setItem(SELECTED_BRAND_KEY, JSON.stringify(brand));
  window.dispatchEvent(new Event(CHANGED_EVENT));
};

export interface ActiveBrandApi {
  /** The brands visible to the user, sorted by name ([] while loading or when they cannot be read). */
  readonly brands: readonly Brand[];
  /** Whether `brands` has been read (false while loading, and when the read failed). */
  readonly brandsLoaded: boolean;
  /** Whether the read of `brands` has finished, well or not. */
  readonly brandsSettled: boolean;
  /** The selected brand's id (from local storage), or null for "all brands". */
  readonly activeBrandId: string | null;
  /** The selected brand's current data, when it is among the visible brands. */
  readonly activeBrand: Brand | null;
  selectBrand(brandId: string | null): void;
  /** Reads the visible brands again (after a brand changed). */
  reloadBrands(): void;
}

const ActiveBrandContext = createContext<ActiveBrandApi | null>(null);

/** The sidebar's active brand, kept in local storage and followed across the app and tabs. */
export const ActiveBrandProvider = ({ children }: { readonly children: ReactNode }) => {
  const queryClient = useQueryClient();
  const selector = useSelectorBrands();
  // A failure gives an empty list silently (docs/product.md, "Shell and menu").
  const brands = useMemo<readonly Brand[]>(() => selector.data ?? [], [selector.data]);
  const [activeBrandId, setActiveBrandId] = useState<string | null>(() => readSelectedBrandId());

  useEffect(() => {
    const follow = () => setActiveBrandId(readSelectedBrandId());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SELECTED_BRAND_KEY) follow();
    };
    window.addEventListener(CHANGED_EVENT, follow);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CHANGED_EVENT, follow);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const selectBrand = useCallback(
    (brandId: string | null) => writeSelectedBrand(brands.find((brand) => brand.id === brandId) ?? null),
    [brands],
  );
  const reloadBrands = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.brands.selector }),
    [queryClient],
  );

  const api = useMemo<ActiveBrandApi>(
    () => ({
      brands,
      brandsLoaded: selector.isSuccess,
      brandsSettled: !selector.isPending,
      activeBrandId,
      activeBrand: brands.find((brand) => brand.id === activeBrandId) ?? null,
      selectBrand,
      reloadBrands,
    }),
    [brands, selector.isSuccess, selector.isPending, activeBrandId, selectBrand, reloadBrands],
  );
  return <ActiveBrandContext.Provider value={api}>{children}</ActiveBrandContext.Provider>;
};

export const useActiveBrand = (): ActiveBrandApi => {
  const api = useContext(ActiveBrandContext);
  if (api === null) throw new Error('useActiveBrand outside <ActiveBrandProvider>');
  return api;
};
