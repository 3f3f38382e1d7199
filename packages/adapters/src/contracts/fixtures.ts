// The sample entities now live in the domain's testing entry, beside the twins, so the
// domain's use-case tests use the same ones; the suites and tests here keep this path.
export {
  aBlueprint,
  aBrand,
  aNewRequirement,
  aUser,
  present,
  someBlueprintBlocks,
  sortedBy,
} from '@estudio/domain/testing';
