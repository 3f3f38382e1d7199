import type { Brand, SocialNetwork } from '../brands/brand.js';
import { Messages } from '../messages.js';
import type { Requirement } from '../requirements/requirement.js';
import { characterCount, hashtagSpans, NETWORK_LIMITS } from '../scheduling/network-limits.js';
import { foldedOccurrences, foldForMatch } from './fold.js';
import { guardTextDigest, guardTextsOf } from './pieces.js';
import { brandGuardTerms } from './terms.js';
import type { BlockingGuardRule, BrandGuardTerms, GuardFinding, GuardRule, GuardText, TextSpan } from './types.js';

/*
 * The guard's deterministic checks (docs/product.md, "Revisión de marca"): pure functions of
 * the texts, the brand's terms and the chosen networks, cheap enough to run on every keystroke.
 */

/** The rules' names, as the panel and the refusals show them. */
export const GUARD_RULE_LABELS: Readonly<Record<GuardRule, string>> = Messages.guard.rules;

const BLOCKING_RULES: readonly GuardRule[] = ['avoided-concept', 'unsupported-claim'] satisfies BlockingGuardRule[];

export const isBlockingRule = (rule: GuardRule): rule is BlockingGuardRule => BLOCKING_RULES.includes(rule);

const finding = (
  rule: GuardRule,
  field: string | null,
  span: TextSpan | null,
  term: string,
  message: string,
  network?: SocialNetwork,
): GuardFinding => ({
  rule,
  field,
  span,
  term,
  message,
  blocking: isBlockingRule(rule),
  ...(network === undefined ? {} : { network }),
});

const { findings: say } = Messages.guard;

/** A name as written, blanks collapsed: a line break inside the brand's name is not a misspelling. */
const written = (name: string): string => name.replace(/\s+/gu, ' ');

/** The UTF-16 index where the code point number `count` starts. */
const codePointOffset = (text: string, count: number): number => [...text].slice(0, count).join('').length;

/** A caption's length and hashtags against each chosen network's limits (one finding per network). */
const limitFindings = (text: GuardText, networks: readonly SocialNetwork[]): GuardFinding[] => {
  const count = characterCount(text.text);
  const tags = hashtagSpans(text.text);
  return [...new Set(networks)].flatMap((network) => {
    // A stored network this version does not know has no limits to check.
    const limits = Object.hasOwn(NETWORK_LIMITS, network) ? NETWORK_LIMITS[network] : null;
    if (limits === null) return [];
    const found: GuardFinding[] = [];
    if (count > limits.captionMax) {
      const span = { start: codePointOffset(text.text, limits.captionMax), end: text.text.length };
      found.push(finding('length', text.field, span, network, say.length(network, count, limits.captionMax), network));
    }
    const max = limits.hashtagsMax;
    const first = max === null ? undefined : tags[max];
    const last = tags[tags.length - 1];
    if (max !== null && first !== undefined && last !== undefined) {
      const span = { start: first.start, end: last.end };
      found.push(finding('hashtags', text.field, span, network, say.hashtags(network, tags.length, max), network));
    }
    return found;
  });
};

/** The findings of one text (all but the missing keyword, which is about the whole piece), in text order. */
const textFindings = (
  text: GuardText,
  folded: ReturnType<typeof foldForMatch>,
  terms: BrandGuardTerms,
  networks: readonly SocialNetwork[],
): GuardFinding[] => {
  const at = (rule: GuardRule, term: string, message: (written: string) => string) =>
    foldedOccurrences(folded, term).map((span) =>
      finding(rule, text.field, span, term, message(text.text.slice(span.start, span.end))),
    );
  const found = [
    ...terms.conceptsToAvoid.flatMap((term) => at('avoided-concept', term, () => say.avoidedConcept(term))),
    ...(terms.brandName === ''
      ? []
      : at('brand-name', terms.brandName, (written) => say.brandName(terms.brandName, written)).filter(
          (item) =>
            item.span !== null && written(text.text.slice(item.span.start, item.span.end)) !== written(terms.brandName),
        )),
    ...terms.absoluteClaims.flatMap((term) => at('absolute-claim', term, () => say.absoluteClaim(term))),
    ...(text.kind === 'caption' ? limitFindings(text, networks) : []),
  ];
  return found.sort((a, b) => (a.span?.start ?? 0) - (b.span?.start ?? 0));
};

/**
 * The findings of a piece's texts: in each text, its concepts to avoid, brand names written
 * otherwise, absolute claims and (captions only) each network's length and hashtag limits;
 * then, when the brand has important keywords and none appears in any text, one finding for
 * the piece.
 */
export const checkTexts = (
  texts: readonly GuardText[],
  terms: BrandGuardTerms,
  networks: readonly SocialNetwork[],
): GuardFinding[] => {
  const folded = texts.map((text) => foldForMatch(text.text));
  const found = texts.flatMap((text, index) => textFindings(text, folded[index] ?? foldForMatch(''), terms, networks));
  const keywords = terms.importantKeywords;
  const anyKeyword = keywords.some((keyword) => folded.some((text) => foldedOccurrences(text, keyword).length > 0));
  if (keywords.length > 0 && !anyKeyword) {
    found.push(finding('missing-keyword', null, null, keywords.join(', '), say.missingKeyword(keywords)));
  }
  return found;
};

/** The findings of a requirement's stored texts against its brand, for its chosen networks. */
export const checkRequirement = (requirement: Requirement, brand: Brand): GuardFinding[] =>
  checkTexts(guardTextsOf(requirement), brandGuardTerms(brand), requirement.selectedSocialNetwork ?? []);

/**
 * What stops a send (docs/product.md, "Revisión de marca"), as Spanish lines: the blocking
 * findings of the current texts, then the claims without source of the last brand review when
 * it was made on these texts. Empty: the piece may be sent without an override.
 */
export const blockingFindings = (requirement: Requirement, brand: Brand): string[] => {
  const texts = guardTextsOf(requirement);
  const labelOf = (field: string | null): string | null =>
    field === null ? null : (texts.find((text) => text.field === field)?.label ?? null);
  const lines = checkRequirement(requirement, brand)
    .filter((item) => item.blocking)
    .map((item) => Messages.guard.findingLine(GUARD_RULE_LABELS[item.rule], labelOf(item.field), item.message));
  const review = requirement.brandReview;
  if (review !== null && review !== undefined && review.textDigest === guardTextDigest(requirement)) {
    for (const claim of review.claims.filter((item) => item.source === null)) {
      lines.push(
        Messages.guard.findingLine(
          GUARD_RULE_LABELS['unsupported-claim'],
          labelOf(claim.field),
          say.unsupportedClaim(claim.text),
        ),
      );
    }
  }
  return [...new Set(lines)];
};
