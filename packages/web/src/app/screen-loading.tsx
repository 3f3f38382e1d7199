import { Center, Spinner } from '@chakra-ui/react';
import { AppMessages } from '@estudio/domain';

/** What shows while a screen's code (or the console's) is on its way. */
export const ScreenLoading = () => (
  <Center py="16" role="status" aria-label={AppMessages.loading}>
    <Spinner size="lg" color="brand.solid" />
  </Center>
);
