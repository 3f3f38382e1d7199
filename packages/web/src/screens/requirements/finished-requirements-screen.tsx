import { FINISHED_LIST } from './requirement-list-config.js';
import { RequirementListScreen } from './requirement-list-screen.js';

/** Requerimientos Finalizados (/finished): only Finalizado. */
export const FinishedRequirementsScreen = () => <RequirementListScreen config={FINISHED_LIST} />;
