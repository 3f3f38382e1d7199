/**
 * What a twin throws when asked to update a document that does not exist, mirroring
 * Firestore's update() (NOT_FOUND) instead of silently creating a half-filled document.
 */
export const missingDocument = (path: string): Error => new Error(`No document to update: ${path}`);
