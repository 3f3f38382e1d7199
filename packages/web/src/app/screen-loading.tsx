import { Center, Spinner } from '@chakra-ui/react';
import { AppTexts } from '../shared/texts.js';

/** What shows while a screen's code (or the console's) is on its way. */
export const ScreenLoading = () => (
  <Center py="16" role="status" aria-label={AppTexts.loading}>
    <Spinner size="lg" color="brand.solid" />
  </Center>
);
