/** A named set of permission codes: roles/{id} (docs/product.md, "Users and roles"). */
export interface Role {
  readonly id: string;
  readonly name: string;
  /** Permission codes; stored documents may hold codes this version does not know. */
  readonly permissions: readonly string[];
  readonly timestamp: Date | null;
}
