import { PendingScreen } from '../pending/pending-screen.js';

/** /video/{id}: the requirement detail of issue 15 (under construction on this branch). */
export const VideoScreen = () => <PendingScreen screen="video" />;
