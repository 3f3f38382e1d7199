import { Messages } from '../messages.js';

/** Requirement list page size (docs/product.md, "Requirements"). */
export const PAGE_SIZE = 50;

export interface Page<T> {
  readonly rows: T[];
  /** 1-based, within 1..pageCount. */
  readonly page: number;
  /** At least 1, so an empty list still has a current page. */
  readonly pageCount: number;
  /** 1..pageCount, one button each. */
  readonly pageNumbers: number[];
  /** Rows across all pages. */
  readonly total: number;
}

export const pageCountOf = (total: number, pageSize: number = PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** A page outside the range (or not a whole number) is brought to the nearest valid one. */
export const clampPage = (page: number, pageCount: number): number => {
  const whole = Number.isFinite(page) ? Math.trunc(page) : 1;
  return Math.min(Math.max(whole, 1), pageCount);
};

export const paginate = <T>(rows: readonly T[], page: number, pageSize: number = PAGE_SIZE): Page<T> => {
  const pageCount = pageCountOf(rows.length, pageSize);
  const current = clampPage(page, pageCount);
  const start = (current - 1) * pageSize;
  return {
    rows: rows.slice(start, start + pageSize),
    page: current,
    pageCount,
    pageNumbers: Array.from({ length: pageCount }, (_, i) => i + 1),
    total: rows.length,
  };
};

/** 'Total registros: N' under the table. */
export const totalRecordsLabel = (page: Pick<Page<unknown>, 'total'>): string =>
  Messages.requirements.totalRecords(page.total);
