import { Box, HStack, Text, Wrap } from '@chakra-ui/react';
import { summarizePermissions } from './permission-labels.js';

/**
 * A role's permissions as a reader sees them: one chip per group ('Requerimientos · 6'),
 * the group's descriptions in its tooltip and, for a screen reader, in the text.
 */
export const PermissionGroups = ({ codes }: { readonly codes: readonly string[] }) => (
  <Wrap as="ul" gap="1.5" listStyleType="none" m="0" p="0">
    {summarizePermissions(codes).map((summary) => (
      <HStack
        as="li"
        key={summary.group}
        gap="1"
        px="2"
        py="0.5"
        borderRadius="pill"
        bg="bg.muted"
        borderWidth="1px"
        fontSize="xs"
        title={summary.labels.join('\n')}
      >
        <Text as="span" fontWeight="medium">
          {summary.group}
        </Text>
        <Box as="span" color="fg.muted" aria-hidden="true">
          · {summary.labels.length}
        </Box>
        <Box as="span" srOnly>
          {summary.labels.join(', ')}
        </Box>
      </HStack>
    ))}
  </Wrap>
);
