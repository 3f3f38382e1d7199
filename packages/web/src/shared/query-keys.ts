/**
 * Every key of the server-state cache, by what it holds. A prefix names a family, so a
 * mutation can invalidate, e.g., every requirement list at once (queryKeys.requirements.all).
 */
export const queryKeys = {
  blueprint: {
    all: ['blueprint'] as const,
    /** A brand's communication guide (generated and stored on first opening). */
    guide: (brandId: string) => ['blueprint', brandId] as const,
  },
  /** Which model answers the AI calls (the shell's demo badge). */
  aiModel: ['ai-model'] as const,
  brands: {
    all: ['brands'] as const,
    /**
     * The session's one read of the visible brands, sorted by name: the sidebar's, which the
     * brand DNA dropdown, the requirement lists and the brand settings take from it.
     */
    selector: ['brands', 'selector'] as const,
    /** /adminbrands rows, with their owners' e-mails. */
    admin: ['brands', 'admin'] as const,
    /** Every brand's manage-users panel. */
    allAccessCandidates: ['brands', 'access-candidates'] as const,
    /** The manage-users panel of one brand: active users and roles. */
    accessCandidates: (brandId: string) => ['brands', 'access-candidates', brandId] as const,
  },
  /** /marca: the brand the questionnaire loads (its dropdown shows brands.selector). */
  brandDna: {
    all: ['brandDna'] as const,
    brand: (brandId: string) => ['brandDna', 'brand', brandId] as const,
  },
  users: {
    all: ['users'] as const,
    list: ['users', 'list'] as const,
    /** Active users whose role holds atender_requerimientos. */
    assignable: ['users', 'assignable'] as const,
  },
  roles: {
    all: ['roles'] as const,
    list: ['roles', 'list'] as const,
  },
  requirements: {
    all: ['requirements'] as const,
    /** Not Finalizado, of one selected brand or ('*') every visible brand. */
    active: (brandId: string | null) => ['requirements', 'active', brandId ?? '*'] as const,
    /** Every finished list (pages, counts, whole sets) of every brand scope. */
    allFinished: ['requirements', 'finished'] as const,
    finished: (brandId: string | null) => ['requirements', 'finished', brandId ?? '*'] as const,
    /** The Calendario: a brand's carousels and videos, dated or not, and today. */
    calendar: (brandId: string) => ['requirements', 'calendar', brandId] as const,
  },
  /**
   * How far the read of requirements.active(brandId) has come (groups of brands still on their
   * way, a failed one): kept apart from the 'requirements' family, which changes and
   * invalidations of the lists go through.
   */
  activeListProgress: (brandId: string | null) => ['activeListProgress', brandId ?? '*'] as const,
  /** The requirement detail screens (/carrousel, /video, /blog): one requirement as loaded by id. */
  requirementDetail: {
    all: ['requirementDetail'] as const,
    item: (brandId: string, requirementId: string) => ['requirementDetail', brandId, requirementId] as const,
  },
  /** Comments (docs/product.md, "Comments"): read here, written by the comments commands. */
  comments: {
    all: ['comments'] as const,
    /** One thread of a brand ('requirement:r1', 'blueprint:primer_bloque'). */
    thread: (brandId: string, threadKey: string) => ['comments', 'thread', brandId, threadKey] as const,
    /** How many comments are new for the reader, per thread of the brands' targets of one kind. */
    counts: ['comments', 'counts'] as const,
    newCounts: (kind: string, brandIds: readonly string[]) =>
      ['comments', 'counts', kind, [...brandIds].sort().join(',')] as const,
  },
  /** The scheduler function's send records (docs/product.md, "Envíos"): read here, written by the server. */
  sends: {
    all: ['sends'] as const,
    /** 'Envíos': the brand's records, newest first. */
    list: (brandId: string) => ['sends', 'list', brandId] as const,
    /** An item's newest record when it did not go (its publishing panel's warning). */
    unsent: (brandId: string, requirementId: string) => ['sends', 'unsent', brandId, requirementId] as const,
  },
  linkedIn: {
    all: ['linkedIn'] as const,
    /** The signed-in user's users/{uid}/linkedin/default, with whether it works now. */
    status: ['linkedIn', 'status'] as const,
    /**
     * 'Estado de las conexiones' of a brand (the user's LinkedIn and the brand's Metricool):
     * under the linkedIn family, so that connecting or disconnecting reads it again.
     */
    health: (brandId: string) => ['linkedIn', 'health', brandId] as const,
  },
} as const;
