import { ACTIVE_LIST } from './requirement-list-config.js';
import { RequirementListScreen } from './requirement-list-screen.js';

/** Requerimientos (/requirements and /requirements/{id}): every requirement not Finalizado. */
export const RequirementsScreen = () => <RequirementListScreen config={ACTIVE_LIST} />;
