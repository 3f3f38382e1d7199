// The documents the audit log's triggers watch (triggers/audit-triggers.ts), apart so the
// index (main.ts) defines the triggers without loading their handler.

/** The documents audited, by the name of the function that audits them. */
export const AUDITED_DOCUMENTS = {
  auditBrands: 'brands/{brandId}',
  auditRequirements: 'brands/{brandId}/requirements/{requirementId}',
  auditBlueprints: 'brands/{brandId}/blueprints/{blueprintId}',
  auditComments: 'brands/{brandId}/comments/{commentId}',
  auditCommentReads: 'brands/{brandId}/commentReads/{uid}',
  auditUsers: 'users/{uid}',
  auditRoles: 'roles/{roleId}',
  auditPermissions: 'config/permissions',
} as const;
