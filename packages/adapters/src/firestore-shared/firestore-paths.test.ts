import { describe, expect, it } from 'vitest';
import { FIRESTORE_PATHS, REQUIREMENTS_COLLECTION, brandIdOfRequirementPath } from './firestore-paths.js';

describe('FIRESTORE_PATHS', () => {
  it('names the documents exactly as the specs do', () => {
    expect(FIRESTORE_PATHS.user('u1')).toBe('users/u1');
    expect(FIRESTORE_PATHS.role('r1')).toBe('roles/r1');
    expect(FIRESTORE_PATHS.permissionConfig).toBe('config/permissions');
    expect(FIRESTORE_PATHS.brand('b1')).toBe('brands/b1');
    expect(FIRESTORE_PATHS.requirements('b1')).toBe('brands/b1/requirements');
    expect(FIRESTORE_PATHS.requirement('b1', 'q1')).toBe('brands/b1/requirements/q1');
    expect(FIRESTORE_PATHS.blueprint('b1')).toBe('brands/b1/blueprints/b1');
    expect(FIRESTORE_PATHS.linkedInConnection('u1')).toBe('users/u1/linkedin/default');
    expect(FIRESTORE_PATHS.linkedInTokens('u1')).toBe('linkedinTokens/u1');
    expect(FIRESTORE_PATHS.linkedInTokensCollection).toBe('linkedinTokens');
    expect(FIRESTORE_PATHS.linkedInAuthState('s1')).toBe('linkedinAuthStates/s1');
    expect(FIRESTORE_PATHS.comments('b1')).toBe('brands/b1/comments');
    expect(FIRESTORE_PATHS.brandReviewHistory('b1', 'r1')).toBe('brands/b1/requirements/r1/brandReviewHistory');
    expect(FIRESTORE_PATHS.commentReads('b1', 'u1')).toBe('brands/b1/commentReads/u1');
  });

  it('names the collections', () => {
    expect([FIRESTORE_PATHS.users, FIRESTORE_PATHS.roles, FIRESTORE_PATHS.brands]).toEqual([
      'users',
      'roles',
      'brands',
    ]);
  });

  it("reads a collection-group requirement's brand from its path, and only under brands", () => {
    expect(REQUIREMENTS_COLLECTION).toBe('requirements');
    expect(brandIdOfRequirementPath('brands/b1/requirements/q1')).toBe('b1');
    expect(brandIdOfRequirementPath('users/u1/requirements/q1')).toBeNull();
    expect(brandIdOfRequirementPath('requirements/q1')).toBeNull();
    expect(brandIdOfRequirementPath('brands/b1/blueprints/b1')).toBeNull();
  });
});
