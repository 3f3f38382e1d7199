// The panel's findings, grouped by rule, the blocking groups first; each with its quote and its
// fix. A finding the screen can point at (onFindingSelect) is a button.
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { UiTexts } from '../../ui-texts.js';
import type { GuardPanelFinding } from './review-types.js';

interface Group {
  readonly rule: string;
  readonly blocking: boolean;
  readonly findings: GuardPanelFinding[];
}

/** The findings by rule, in first-seen order, the groups holding a blocking finding first. */
export const groupFindings = (findings: readonly GuardPanelFinding[]): Group[] => {
  const groups = new Map<string, Group>();
  for (const finding of findings) {
    const group = groups.get(finding.rule) ?? { rule: finding.rule, blocking: false, findings: [] };
    group.findings.push(finding);
    groups.set(finding.rule, { ...group, blocking: group.blocking || finding.blocking });
  }
  const ordered = [...groups.values()];
  return [...ordered.filter((group) => group.blocking), ...ordered.filter((group) => !group.blocking)];
};

const FindingBody = ({ finding }: { readonly finding: GuardPanelFinding }) => (
  <>
    {finding.quote !== null || finding.field !== null ? (
      <Text as="span" display="block" fontSize="sm" color="fg.muted">
        {finding.field !== null ? `${finding.field}` : null}
        {finding.field !== null && finding.quote !== null ? ' · ' : null}
        {finding.quote !== null ? (
          <Text as="q" color="fg" fontWeight="medium" quotes="'«' '»'">
            {finding.quote}
          </Text>
        ) : null}
      </Text>
    ) : null}
    <Text as="span" display="block" fontSize="sm">
      {finding.message}
    </Text>
  </>
);

export const ReviewFindings = ({
  findings,
  onFindingSelect,
}: {
  readonly findings: readonly GuardPanelFinding[];
  readonly onFindingSelect?: (id: string) => void;
}) => {
  if (findings.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-guard-findings="none">
        {UiTexts.guard.noFindings}
      </Text>
    );
  }
  return (
    <Stack gap="3" data-guard-findings="">
      {groupFindings(findings).map((group) => (
        <Box key={group.rule} as="section" aria-label={group.rule}>
          <Heading as="h4" size="xs" display="flex" alignItems="center" gap="2" flexWrap="wrap" mb="1.5">
            {group.rule}
            {group.blocking ? (
              <chakra.span
                fontSize="xs"
                fontWeight="medium"
                px="1.5"
                borderRadius="sm"
                bg="red.100"
                color="red.900"
                borderWidth="1px"
                borderColor="red.600"
              >
                {UiTexts.guard.blocking}
              </chakra.span>
            ) : null}
          </Heading>
          <Stack as="ul" gap="1.5" listStyleType="none" ps="0">
            {group.findings.map((finding) => (
              <Box
                as="li"
                key={finding.id}
                borderStartWidth="3px"
                borderStartColor={finding.blocking ? 'red.600' : 'orange.500'}
                ps="2.5"
              >
                {onFindingSelect ? (
                  <chakra.button
                    type="button"
                    data-finding={finding.id}
                    display="block"
                    width="full"
                    textAlign="start"
                    borderRadius="sm"
                    px="1"
                    py="0.5"
                    mx="-1"
                    cursor="pointer"
                    _hover={{ bg: 'bg.muted' }}
                    focusVisibleRing="outside"
                    onClick={() => onFindingSelect(finding.id)}
                  >
                    <FindingBody finding={finding} />
                  </chakra.button>
                ) : (
                  <Box data-finding={finding.id}>
                    <FindingBody finding={finding} />
                  </Box>
                )}
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
};
