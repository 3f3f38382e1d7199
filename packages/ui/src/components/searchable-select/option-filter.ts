// The dropdowns' filter (docs/product.md, "Shared widgets and dialogs"): ignores case and accents and matches
// anywhere in the text, so 'disen' finds 'Diseñador' and 'MARCA' finds 'Gestión de marca'.

export interface SelectOptionItem {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Lower case without diacritics: 'Diseño' -> 'diseno'. */
export const foldForFilter = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A blank query matches everything; blanks around the query are not part of it. */
export const matchesFilter = (label: string, query: string): boolean => {
  const needle = foldForFilter(query.trim());
  return needle === '' || foldForFilter(label).includes(needle);
};

export const filterOptions = <T extends SelectOptionItem>(options: readonly T[], query: string): T[] =>
  options.filter((option) => matchesFilter(option.label, query));
