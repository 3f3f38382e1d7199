// The top of a screen: breadcrumb, the screen's title (the page's only h1), an optional
// description and the screen's main actions on the right.
import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  readonly title: string;
  /** Usually a <Breadcrumb />. */
  readonly breadcrumb?: ReactNode;
  readonly description?: ReactNode;
  /** Buttons for the screen's main actions. */
  readonly actions?: ReactNode;
}

export const PageHeader = ({ title, breadcrumb, description, actions }: PageHeaderProps) => (
  <Stack as="header" gap="2" mb="6">
    {breadcrumb}
    <Flex
      gap="4"
      align={{ base: 'stretch', md: 'center' }}
      justify="space-between"
      direction={{ base: 'column', md: 'row' }}
    >
      <Stack gap="1" minW="0">
        <Heading as="h1" size="2xl" color="fg" letterSpacing="tight">
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? (
        <HStack gap="2" flexShrink={0} wrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </Flex>
  </Stack>
);
