/*
 * Where each entity lives, exactly as the specs name it (docs/product.md, "Data model").
 * Both SDKs take slash-separated paths, so both flavours share these.
 */
/** The id of every brand's requirements subcollection: what a collection-group query names. */
export const REQUIREMENTS_COLLECTION = 'requirements';

export const FIRESTORE_PATHS = {
  users: 'users',
  user: (uid: string): string => `users/${uid}`,
  roles: 'roles',
  role: (id: string): string => `roles/${id}`,
  permissionConfig: 'config/permissions',
  brands: 'brands',
  brand: (id: string): string => `brands/${id}`,
  requirements: (brandId: string): string => `brands/${brandId}/${REQUIREMENTS_COLLECTION}`,
  requirement: (brandId: string, id: string): string => `brands/${brandId}/requirements/${id}`,
  /** {last}: the highest requirement number the brand has handed out (firestore.rules, counterPath). */
  requirementCounter: (brandId: string): string => `brands/${brandId}/counters/requirements`,
  /** One guide per brand, keyed by the brand's own id. */
  blueprint: (brandId: string): string => `brands/${brandId}/blueprints/${brandId}`,
  /** What the console knows of a user's LinkedIn link (no token): written by the linkedin function, read by its user. */
  linkedInConnection: (uid: string): string => `users/${uid}/linkedin/default`,
  /** The LinkedIn tokens themselves: the linkedin function's alone (no browser access). */
  linkedInTokens: (uid: string): string => `linkedinTokens/${uid}`,
  /** Every user's LinkedIn tokens: what the scheduled refresh lists. */
  linkedInTokensCollection: 'linkedinTokens',
  /** One LinkedIn authorization in progress, keyed by its single-use state (no browser access). */
  linkedInAuthState: (state: string): string => `linkedinAuthStates/${state}`,
  /** The append-only audit log: written by the server's triggers only. */
  audit: 'audit',
  /** {windowStart, count}: one user's AI calls this minute; the ai function's alone (no browser access). */
  aiQuota: (uid: string): string => `aiQuota/${uid}`,
  /** One card's design validations, appended by the ai function only; read like the requirement. */
  validationHistory: (brandId: string, requirementId: string): string =>
    `brands/${brandId}/requirements/${requirementId}/validationHistory`,
  /** Each brand review of a requirement's texts, {…brandReview, at, by} (docs/product.md, "Revisión de marca"): guard/score's alone. */
  brandReviewHistory: (brandId: string, requirementId: string): string =>
    `brands/${brandId}/requirements/${requirementId}/brandReviewHistory`,
  /** Every call of the scheduler function on the brand's items (docs/product.md, "Envíos"): its records alone. */
  sends: (brandId: string): string => `brands/${brandId}/sends`,
  /** The brand's comments on its requirements and guide blocks (docs/product.md, "Comments"): the comments commands' alone. */
  comments: (brandId: string): string => `brands/${brandId}/comments`,
  /** {uid, marks: {threadKey: when}}: when the user last read each of the brand's threads; the comments commands' alone. */
  commentReads: (brandId: string, uid: string): string => `brands/${brandId}/commentReads/${uid}`,
} as const;

/**
 * The brand of a requirement found by a collection-group query: the path's parent.parent
 * id. null for a 'requirements' document anywhere but under brands/{id} (not this data).
 */
export const brandIdOfRequirementPath = (path: string): string | null => {
  const segments = path.split('/');
  return segments.length === 4 && segments[0] === 'brands' && segments[2] === REQUIREMENTS_COLLECTION
    ? (segments[1] ?? null)
    : null;
};

/**
 * The document id of a requirement created with a number from its brand's counter: 'r' +
 * the number. firestore.rules require it, so one write cannot give two requirements the
 * same number. Requirements from before the counter keep their ids.
 */
export const requirementIdForNumber = (number: number): string => `r${number}`;
