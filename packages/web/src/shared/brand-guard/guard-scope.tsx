import type { Brand, SocialNetwork } from '@estudio/domain/brands';
import {
  brandGuardTerms,
  guardTextsOf,
  type BrandGuardTerms,
  type GuardFinding,
  type GuardText,
  type TextSpan,
} from '@estudio/domain/content';
import type { GuardMark } from '@estudio/ui';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  createGuardChecker,
  wholeRequirement,
  type GuardedPiece,
  marksOf as marksOfFindings,
  unsupportedClaims,
  type PieceFindings,
} from './guard-findings.js';

/*
 * A detail screen's brand guard (docs/product.md, "Revisión de marca"): the texts of the piece as
 * typed, their findings, each editor's underlines, and the editors a finding of the panel focuses.
 */

/** Brings an editor into view and focuses it, the span selected when there is one. */
export type FocusTarget = (span: TextSpan | null) => void;

interface GuardScopeValue {
  /** The piece's texts as typed (the stored ones where nothing is typed). */
  readonly texts: readonly GuardText[];
  readonly findings: readonly GuardFinding[];
  readonly marksOf: (field: string) => readonly GuardMark[];
  /** Typing not in the page's requirement (an editor that keeps its own draft); null: none. */
  readonly typed: (field: string, text: string | null) => void;
  readonly register: (field: string, target: FocusTarget) => () => void;
  /** Focuses the editor of `field` (a finding about the whole piece: the first editor). */
  readonly focus: (field: string | null, span: TextSpan | null) => void;
}

/** The checks' findings and the review's claims without source, each claim underlined in its text. */
const withClaims = (checked: PieceFindings, claims: readonly GuardFinding[]): PieceFindings => {
  if (claims.length === 0) return checked;
  const claimMarks = new Map<string, readonly GuardMark[]>();
  for (const field of new Set(claims.map((claim) => claim.field))) {
    if (field !== null) claimMarks.set(field, marksOfFindings(claims.filter((claim) => claim.field === field)));
  }
  return {
    findings: [...checked.findings, ...claims],
    marksOf: (field) => {
      const extra = claimMarks.get(field);
      return extra === undefined ? checked.marksOf(field) : [...checked.marksOf(field), ...extra];
    },
  };
};

/** No brand, no terms: no finding. */
const NO_TERMS: BrandGuardTerms = { brandName: '', conceptsToAvoid: [], importantKeywords: [], absoluteClaims: [] };

const GuardScopeContext = createContext<GuardScopeValue | null>(null);

/**
 * Wraps a detail screen. `requirement` is the piece with the typing the page holds; an editor
 * holding its own draft reports it with useGuardTyped.
 */
export const GuardScope = ({
  brand,
  requirement,
  children,
}: {
  /** Null while it is not known: nothing is checked. */
  readonly brand: Brand | null;
  readonly requirement: GuardedPiece;
  readonly children: ReactNode;
}) => {
  const whole = useMemo(() => wholeRequirement(requirement), [requirement]);
  const terms = useMemo(() => (brand === null ? NO_TERMS : brandGuardTerms(brand)), [brand]);
  // The networks by value: a requirement answered again with the same ones keeps the checker.
  const networksKey = whole.selectedSocialNetwork.join('\u0000');
  const networks = useMemo(
    () => (networksKey === '' ? [] : (networksKey.split('\u0000') as SocialNetwork[])),
    [networksKey],
  );
  // One checker per brand and set of networks: it keeps each text's findings until that text changes.
  const check = useMemo(() => createGuardChecker(terms, networks), [terms, networks]);
  const [typedTexts, setTypedTexts] = useState<ReadonlyMap<string, string>>(new Map());
  const texts = useMemo(
    () =>
      guardTextsOf(whole).map((text) => {
        const typed = typedTexts.get(text.field);
        return typed === undefined ? text : { ...text, text: typed };
      }),
    [whole, typedTexts],
  );
  const checked = useMemo(() => check(texts), [check, texts]);
  const claims = useMemo(() => unsupportedClaims(whole), [whole]);
  const { findings, marksOf } = useMemo(() => withClaims(checked, claims), [checked, claims]);
  const targets = useRef(new Map<string, FocusTarget>());
  const typed = useCallback(
    (field: string, text: string | null) =>
      setTypedTexts((current) => {
        if ((current.get(field) ?? null) === text) return current;
        const next = new Map(current);
        if (text === null) next.delete(field);
        else next.set(field, text);
        return next;
      }),
    [],
  );
  const register = useCallback((field: string, target: FocusTarget) => {
    targets.current.set(field, target);
    return () => {
      if (targets.current.get(field) === target) targets.current.delete(field);
    };
  }, []);
  const focus = useCallback(
    (field: string | null, span: TextSpan | null) => {
      const wanted = field ?? texts.find((text) => targets.current.has(text.field))?.field;
      if (wanted !== undefined) targets.current.get(wanted)?.(field === null ? null : span);
    },
    [texts],
  );
  const value = useMemo(
    () => ({ texts, findings, marksOf, typed, register, focus }),
    [texts, findings, marksOf, typed, register, focus],
  );
  return <GuardScopeContext.Provider value={value}>{children}</GuardScopeContext.Provider>;
};

/** The screen's guard; outside a GuardScope (a screen without a brand), none. */
export const useGuardScope = (): GuardScopeValue | null => useContext(GuardScopeContext);

const NO_MARKS: readonly GuardMark[] = [];

/** The underlines of one field's text. */
export const useGuardMarks = (field: string): readonly GuardMark[] => useGuardScope()?.marksOf(field) ?? NO_MARKS;

/** An editor keeping its own draft reports it while it differs from what is stored. */
export const useGuardTyped = (field: string, text: string, changed: boolean) => {
  const typed = useGuardScope()?.typed;
  useEffect(() => {
    typed?.(field, changed ? text : null);
  }, [typed, field, text, changed]);
  useEffect(() => () => typed?.(field, null), [typed, field]);
};

/**
 * The editor of `field` as a finding's target: the returned ref goes on an element holding it; a
 * finding focuses its textarea or input (the span selected) unless `onRequest` handles it (an
 * editor not shown yet, e.g. a block in view mode).
 */
export const useGuardTarget = (field: string, onRequest?: FocusTarget) => {
  const register = useGuardScope()?.register;
  const element = useRef<HTMLDivElement | null>(null);
  const request = useRef(onRequest);
  useEffect(() => {
    request.current = onRequest;
  });
  useEffect(
    () =>
      register?.(field, (span) => {
        if (request.current !== undefined) {
          request.current(span);
          return;
        }
        focusEditorIn(element.current, span);
      }),
    [register, field],
  );
  return element;
};

/** Focuses the first textarea or input inside `element`, scrolled into view, the span selected. */
export const focusEditorIn = (element: HTMLElement | null, span: TextSpan | null) => {
  const editor = element?.querySelector<HTMLTextAreaElement | HTMLInputElement>('textarea, input');
  const target = editor ?? element;
  if (target === null || target === undefined) return;
  target.scrollIntoView?.({ block: 'center' });
  target.focus();
  if (editor !== null && editor !== undefined && span !== null) editor.setSelectionRange(span.start, span.end);
};
