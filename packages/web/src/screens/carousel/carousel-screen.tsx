import { PendingScreen } from '../pending/pending-screen.js';

/** /carrousel/{id}: the requirement detail of issue 15 (under construction on this branch). */
export const CarouselScreen = () => <PendingScreen screen="carrousel" />;
