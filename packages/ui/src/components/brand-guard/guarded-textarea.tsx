// A text area that underlines the brand guard's findings as the user types (docs/product.md,
// "Revisión de marca"). The text area itself is transparent; behind it a mirror of the same
// text, in the same font, padding and wrapping, draws a wavy underline under each mark (red
// blocking, amber warning) and scrolls with it. The text is the mirror's only input: per
// keystroke it is sliced at the marks, nothing is measured.
import { chakra, Textarea, useFieldContext, type TextareaProps } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { MarkList } from './mark-list.js';
import { markSegments, markStyle, type GuardMark } from './guard-marks.js';

export interface GuardedTextareaProps extends Omit<TextareaProps, 'ref'> {
  /** The spans to underline, offsets into the text area's value. */
  readonly marks: readonly GuardMark[];
  readonly ref?: Ref<HTMLTextAreaElement>;
}

/** What the mirror copies from the text area once laid out (and again when it resizes), so it wraps the same. */
const MIRRORED = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'wordSpacing',
  'textIndent',
  'textTransform',
  'tabSize',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'borderTopLeftRadius',
  'borderTopRightRadius',
  'borderBottomLeftRadius',
  'borderBottomRightRadius',
] as const;

const mirrorStyles = (from: HTMLTextAreaElement, to: HTMLElement): void => {
  const computed = getComputedStyle(from);
  for (const property of MIRRORED) to.style[property] = computed[property];
};

const assignRef = <T,>(ref: Ref<T> | undefined, value: T | null): void => {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
};

export const GuardedTextarea = ({
  marks,
  ref,
  value,
  defaultValue,
  onChange,
  onScroll,
  'aria-describedby': describedBy,
  ...props
}: GuardedTextareaProps) => {
  const field = useFieldContext();
  const listId = useId();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const mirror = useRef<HTMLDivElement | null>(null);
  const [own, setOwn] = useState(() => String(defaultValue ?? ''));
  const text = value === undefined ? own : String(value);
  const segments = useMemo(() => markSegments(text, marks), [text, marks]);
  const listed = segments.some((segment) => segment.mark !== null);

  const setArea = useCallback(
    (element: HTMLTextAreaElement | null) => {
      area.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  useEffect(() => {
    const element = area.current;
    const behind = mirror.current;
    if (!element || !behind) return undefined;
    mirrorStyles(element, behind);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => mirrorStyles(element, behind));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const syncScroll = () => {
    if (!area.current || !mirror.current) return;
    mirror.current.scrollTop = area.current.scrollTop;
    mirror.current.scrollLeft = area.current.scrollLeft;
  };

  const ownDescription = describedBy ?? field?.ariaDescribedby;
  return (
    <chakra.div position="relative" width="full" data-guarded-textarea="">
      <chakra.div
        ref={mirror}
        aria-hidden="true"
        data-guard-backdrop=""
        position="absolute"
        inset="0"
        overflow="hidden"
        scrollbarGutter="stable"
        whiteSpace="pre-wrap"
        overflowWrap="break-word"
        wordBreak="normal"
        color="transparent"
        borderStyle="solid"
        borderColor="transparent"
        pointerEvents="none"
        userSelect="none"
      >
        {segments.map((segment, index) =>
          segment.mark === null ? (
            segment.text
          ) : (
            <chakra.span
              key={index}
              data-guard-mark=""
              data-tone={segment.mark.tone}
              title={segment.mark.label}
              {...markStyle(segment.mark.tone)}
            >
              {segment.text}
            </chakra.span>
          ),
        )}
        {/* A last empty line still takes its height, as it does in the text area. */}
        {text.endsWith('\n') || text === '' ? '\u200b' : null}
      </chakra.div>
      <Textarea
        {...props}
        ref={setArea}
        value={value}
        defaultValue={defaultValue}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          if (value === undefined) setOwn(event.target.value);
          onChange?.(event);
        }}
        onScroll={(event) => {
          syncScroll();
          onScroll?.(event);
        }}
        aria-describedby={[ownDescription, listed ? listId : undefined].filter(Boolean).join(' ') || undefined}
        position="relative"
        bg="transparent"
        scrollbarGutter="stable"
      />
      {listed ? <MarkList id={listId} segments={segments} /> : null}
    </chakra.div>
  );
};
