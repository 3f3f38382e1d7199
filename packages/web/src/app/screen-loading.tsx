import { PageSkeleton } from '@estudio/ui';
import { AppTexts } from '../shared/texts.js';

/** What shows while a screen's code (or the console's) is on its way: the page's shape, not a blank screen. */
export const ScreenLoading = () => <PageSkeleton label={AppTexts.loading} cards={2} />;
