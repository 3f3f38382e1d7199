import { PendingScreen } from '../pending/pending-screen.js';

/** /blog/{id}: the requirement detail of issue 15 (under construction on this branch). */
export const BlogScreen = () => <PendingScreen screen="blog" />;
