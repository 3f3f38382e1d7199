// The shared core of SearchableSelect and MultiSelect: a trigger button that opens a
// panel with a filter box ('Filtrar...') over a listbox. The filter ignores case and
// accents and matches anywhere (option-filter.ts); arrows, PageUp/PageDown (5), Enter
// and Escape work from the filter box; the list is at most 300 px high and flips above
// the control when less than 140 px fit below (docs/product.md, "Shell and menu").
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { selectMenuRecipe } from '../../theme/recipes/select-menu.js';
import { UiTexts } from '../../ui-texts.js';
import { menuPlacement, moveActive, SELECT_DEFAULTS } from './menu-navigation.js';
import type { MenuMove, MenuPlacement } from './menu-navigation.js';
import { filterOptions } from './option-filter.js';
import type { SelectOptionItem } from './option-filter.js';

/** Props both selects share. */
export interface SelectMenuBaseProps {
  /** The field's label; also names the filter box and the list. */
  readonly label: string;
  /** Keep the label for screen readers only. */
  readonly hideLabel?: boolean;
  readonly options: readonly SelectOptionItem[];
  /** Shown when nothing is selected. Default 'Selecciona...'. */
  readonly placeholder?: string;
  /** Default 'Filtrar...'. */
  readonly filterPlaceholder?: string;
  /** Shown when no option is left to show. */
  readonly noOptionsText?: string;
  readonly loading?: boolean;
  /** Default 'Loading...'. */
  readonly loadingText?: string;
  readonly disabled?: boolean;
  /** Default 300. */
  readonly maxMenuHeight?: number;
  /** Default 140: below this much room the list opens above. */
  readonly minMenuHeight?: number;
  /** Options skipped by PageUp/PageDown. Default 5. */
  readonly pageSize?: number;
}

interface SelectMenuProps extends SelectMenuBaseProps {
  readonly multiple: boolean;
  readonly selected: readonly string[];
  /** Single: choose the value. Multiple: toggle it. */
  readonly onPick: (value: string) => void;
  /** Shows a clear button while something is selected. */
  readonly onClear?: () => void;
  readonly noOptionsDefault: string;
}

const KEY_MOVES: Readonly<Record<string, MenuMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  PageDown: 'pageDown',
  PageUp: 'pageUp',
};

export const SelectMenu = ({
  label,
  hideLabel = false,
  options,
  placeholder = UiTexts.select.placeholder,
  filterPlaceholder = UiTexts.select.filter,
  noOptionsText,
  noOptionsDefault,
  loading = false,
  loadingText = UiTexts.select.loading,
  disabled = false,
  maxMenuHeight = SELECT_DEFAULTS.maxMenuHeight,
  minMenuHeight = SELECT_DEFAULTS.minMenuHeight,
  pageSize = SELECT_DEFAULTS.pageSize,
  multiple,
  selected,
  onPick,
  onClear,
}: SelectMenuProps) => {
  const styles = useSlotRecipe({ recipe: selectMenuRecipe })();
  const base = useId();
  const ids = {
    label: `${base}-label`,
    trigger: `${base}-trigger`,
    value: `${base}-value`,
    list: `${base}-list`,
    message: `${base}-message`,
    option: (index: number) => `${base}-option-${index}`,
  };
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [placement, setPlacement] = useState<MenuPlacement>('bottom');

  const visible = useMemo(() => filterOptions(options, query), [options, query]);
  const labels = selected.map((value) => options.find((option) => option.value === value)?.label ?? value);

  const openMenu = () => {
    if (disabled) return;
    const rect = triggerRef.current?.getBoundingClientRect();
    if (rect && rect.height > 0) setPlacement(menuPlacement(window.innerHeight - rect.bottom, rect.top, minMenuHeight));
    const firstSelected = options.findIndex((option) => selected.includes(option.value));
    setQuery('');
    setActive(Math.max(firstSelected, 0));
    setOpen(true);
  };

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (open) filterRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(`${base}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, base]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const pick = (option: SelectOptionItem | undefined) => {
    if (!option || option.disabled) return;
    onPick(option.value);
    if (!multiple) closeMenu(true);
  };

  const onFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      setActive((current) => moveActive(current, move, visible.length, pageSize));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(visible[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeMenu(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
      event.preventDefault();
      openMenu();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) setOpen(false);
  };

  const showClear = onClear !== undefined && selected.length > 0 && !disabled;
  const message = loading ? loadingText : visible.length === 0 ? (noOptionsText ?? noOptionsDefault) : null;

  return (
    <chakra.div ref={rootRef} css={styles.root} onBlur={onBlur}>
      <chakra.label id={ids.label} htmlFor={ids.trigger} css={styles.label} srOnly={hideLabel}>
        {label}
      </chakra.label>
      <chakra.div css={styles.control}>
        <chakra.button
          ref={triggerRef}
          id={ids.trigger}
          type="button"
          css={styles.trigger}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-labelledby={`${ids.label} ${ids.value}`}
          disabled={disabled}
          data-has-clear={showClear || undefined}
          onClick={() => (open ? closeMenu(false) : openMenu())}
          onKeyDown={onTriggerKeyDown}
        >
          <chakra.span
            id={ids.value}
            css={styles.value}
            color={labels.length === 0 ? 'fg.muted' : undefined}
            title={labels.join(', ') || undefined}
          >
            {labels.length === 0 ? placeholder : labels.join(', ')}
          </chakra.span>
          <chakra.span css={styles.indicator} aria-hidden="true">
            {open ? '▴' : '▾'}
          </chakra.span>
        </chakra.button>
        {showClear ? (
          <chakra.button
            type="button"
            css={styles.clear}
            aria-label={`${UiTexts.select.clear}: ${label}`}
            onClick={onClear}
          >
            <span aria-hidden="true">×</span>
          </chakra.button>
        ) : null}
      </chakra.div>

      {open ? (
        <chakra.div
          css={styles.panel}
          data-placement={placement}
          {...(placement === 'top' ? { top: 'auto', bottom: 'calc(100% + 4px)' } : {})}
        >
          <chakra.input
            ref={filterRef}
            css={styles.filter}
            type="text"
            role="combobox"
            aria-labelledby={ids.label}
            aria-expanded="true"
            aria-autocomplete="list"
            aria-controls={message === null ? ids.list : ids.message}
            aria-activedescendant={message === null && active >= 0 ? ids.option(active) : undefined}
            placeholder={filterPlaceholder}
            value={query}
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setActive(0);
            }}
            onKeyDown={onFilterKeyDown}
          />
          {message !== null ? (
            <chakra.div id={ids.message} role="status" css={styles.message}>
              {message}
            </chakra.div>
          ) : (
            <chakra.ul
              id={ids.list}
              role="listbox"
              aria-labelledby={ids.label}
              aria-multiselectable={multiple || undefined}
              css={styles.list}
              style={{ maxHeight: `${maxMenuHeight}px` }}
            >
              {visible.map((option, index) => {
                const isSelected = selected.includes(option.value);
                return (
                  <chakra.li
                    key={option.value}
                    id={ids.option(index)}
                    role="option"
                    aria-selected={isSelected}
                    aria-disabled={option.disabled || undefined}
                    data-active={index === active || undefined}
                    css={styles.option}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(index)}
                    onClick={() => pick(option)}
                  >
                    {multiple ? (
                      <chakra.span css={styles.check} aria-hidden="true">
                        {isSelected ? '✓' : ''}
                      </chakra.span>
                    ) : null}
                    {option.label}
                  </chakra.li>
                );
              })}
            </chakra.ul>
          )}
        </chakra.div>
      ) : null}
    </chakra.div>
  );
};
