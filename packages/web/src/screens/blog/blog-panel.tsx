import { Box, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One part of the blog detail: a region named by its heading. */
export const Panel = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const headingId = useId();
  return (
    <Box as="section" role="region" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id={headingId} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
};
