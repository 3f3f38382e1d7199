// The spans a brand guard finding underlines (docs/product.md, "Revisión de marca"), cut out of a
// text for the editors' backdrop and the read-only text. Pure and linear in the text: the
// editors call it on every keystroke.

/** One underlined span of a text: UTF-16 offsets (`text.slice(start, end)`), its tone and what it says. */
export interface GuardMark {
  readonly start: number;
  readonly end: number;
  /** 'blocking' (red): sending needs an override; 'warning' (amber): worth a look. */
  readonly tone: 'blocking' | 'warning';
  /** The rule's name or the finding's line, shown on hover and read to assistive technology. */
  readonly label: string;
}

/** A run of the text: plain (mark null) or under one mark. */
export interface MarkSegment {
  readonly text: string;
  readonly mark: GuardMark | null;
}

/**
 * The text cut into runs, in order, their texts joined giving the text back. Marks are
 * clamped to the text; an empty or inverted one is dropped; where two overlap, the one that
 * starts first keeps the overlap (a blocking one first when they start together).
 */
export const markSegments = (text: string, marks: readonly GuardMark[]): MarkSegment[] => {
  const usable = marks
    .map((mark) => ({ ...mark, start: Math.max(0, mark.start), end: Math.min(text.length, mark.end) }))
    .filter((mark) => mark.end > mark.start)
    .sort((a, b) => a.start - b.start || (a.tone === b.tone ? 0 : a.tone === 'blocking' ? -1 : 1));
  const segments: MarkSegment[] = [];
  let at = 0;
  for (const mark of usable) {
    if (mark.end <= at) continue;
    const start = Math.max(mark.start, at);
    if (start > at) segments.push({ text: text.slice(at, start), mark: null });
    segments.push({ text: text.slice(start, mark.end), mark });
    at = mark.end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), mark: null });
  return segments;
};

/** The wavy underline of a mark's tone: red for blocking, amber for a warning (3:1 on white, WCAG 1.4.11). */
export const markStyle = (tone: GuardMark['tone']) => ({
  textDecorationLine: 'underline',
  textDecorationStyle: 'wavy',
  textDecorationThickness: '1.5px',
  textUnderlineOffset: '0.2em',
  textDecorationSkipInk: 'none',
  textDecorationColor: tone === 'blocking' ? 'red.600' : 'orange.600',
  bg: tone === 'blocking' ? 'red.100' : 'orange.100',
  borderRadius: 'xs',
});
