// @estudio/ui/dialogs: the modals alone, for code split apart from the kit's main entry (the dialog
// machinery is a sizeable part of the kit). Also exported from the main entry. Their recipe is
// one of the console's: add those (addConsoleRecipes) before a dialog first draws.
export { addConsoleRecipes } from './theme/console-recipes.js';
export { ConfirmDialog } from './components/dialogs/confirm-dialog.js';
export type { ConfirmDialogProps, ConfirmIntent } from './components/dialogs/confirm-dialog.js';
export { ErrorDialog } from './components/dialogs/error-dialog.js';
export type { ErrorDialogProps } from './components/dialogs/error-dialog.js';
export { InfoDialog } from './components/dialogs/info-dialog.js';
export type { InfoDialogProps } from './components/dialogs/info-dialog.js';
export { GuardOverrideDialog } from './components/brand-guard/guard-override-dialog.js';
export type { GuardOverrideDialogProps } from './components/brand-guard/guard-override-dialog.js';
