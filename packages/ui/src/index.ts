// The public surface of @estudio/ui: the design system. Named exports only.
// Keep one export line (or block) per module so parallel edits merge cleanly.
export { formatDate, formatDateTime, formatNumber, formatPercent } from './format/es-format.js';
export type { FormatOptions } from './format/es-format.js';
export { system, estudioConfig } from './theme/system.js';
export { addConsoleRecipes } from './theme/console-recipes.js';
export { EstudioProvider } from './theme/provider.js';
export type { EstudioProviderProps } from './theme/provider.js';
export { storyDecorators } from './theme/story-decorators.js';
export { whenIdle } from './lazy/when-idle.js';
export { FilePicker } from './components/file-picker/file-picker.js';
export type { FilePickerProps } from './components/file-picker/file-picker.js';
export { UploadProgress } from './components/file-picker/upload-progress.js';
export type { UploadProgressProps } from './components/file-picker/upload-progress.js';
export { ConfirmDialog } from './components/dialogs/confirm-dialog.js';
export type { ConfirmDialogProps, ConfirmIntent } from './components/dialogs/confirm-dialog.js';
export { ErrorDialog } from './components/dialogs/error-dialog.js';
export type { ErrorDialogProps } from './components/dialogs/error-dialog.js';
export { InfoDialog } from './components/dialogs/info-dialog.js';
export { MessageDialog } from './components/dialogs/message-dialog.js';
export type { MessageDialogProps } from './components/dialogs/message-dialog.js';
export type { InfoDialogProps } from './components/dialogs/info-dialog.js';
export { EmbeddedFrame } from './components/embedded-frame/embedded-frame.js';
export type { EmbeddedFrameProps } from './components/embedded-frame/embedded-frame.js';
export { EmptyState } from './components/empty-state/empty-state.js';
export type { EmptyStateProps } from './components/empty-state/empty-state.js';
export { InboxIcon, InfoIcon, SearchIcon, WindowIcon } from './components/empty-state/empty-state-icons.js';
export { CardSkeleton, LinesSkeleton, PageSkeleton } from './components/skeleton/skeleton.js';
export type { CardSkeletonProps, LinesSkeletonProps, PageSkeletonProps } from './components/skeleton/skeleton.js';
export { BusyOverlay } from './components/busy-overlay/busy-overlay.js';
export type { BusyOverlayProps } from './components/busy-overlay/busy-overlay.js';
export { PasswordInput } from './components/password-input/password-input.js';
export type { PasswordInputProps } from './components/password-input/password-input.js';
export { EmailInput } from './components/email-input/email-input.js';
export type { EmailInputProps } from './components/email-input/email-input.js';
export { TextField } from './components/text-field/text-field.js';
export type { TextFieldProps } from './components/text-field/text-field.js';
export { CheckboxLink } from './components/checkbox-link/checkbox-link.js';
export type { CheckboxLinkProps } from './components/checkbox-link/checkbox-link.js';
export { ColourInput } from './components/colour-input/colour-input.js';
export type { ColourInputProps } from './components/colour-input/colour-input.js';
export { ColourPalette } from './components/colour-palette/colour-palette.js';
export type { ColourPaletteProps } from './components/colour-palette/colour-palette.js';
export { EditableBlock } from './components/editable-block/editable-block.js';
export type { EditableBlockProps, EditableBlockMode } from './components/editable-block/editable-block.js';
export { ImageCard } from './components/image-card/image-card.js';
export type { ImageCardProps } from './components/image-card/image-card.js';
export { ValidationMark } from './components/image-card/validation-mark.js';
export type { ValidationMarkProps } from './components/image-card/validation-mark.js';
export { DateTimeField } from './components/date-time-field/date-time-field.js';
export type { DateTimeFieldProps } from './components/date-time-field/date-time-field.js';
export { ReviewBadge } from './components/review-bar/review-badge.js';
export { ReviewBar } from './components/review-bar/review-bar.js';
export type { ReviewBarProps } from './components/review-bar/review-bar.js';
export { SwitchField } from './components/switch-field/switch-field.js';
export type { SwitchFieldProps } from './components/switch-field/switch-field.js';
export { TagListField } from './components/tag-list-field/tag-list-field.js';
export { EditableList } from './components/editable-list/editable-list.js';
export type { EditableListProps } from './components/editable-list/editable-list.js';
export type { TagListFieldProps } from './components/tag-list-field/tag-list-field.js';
export { NetworkPreview } from './components/network-preview/network-preview.js';
export type { NetworkPreviewProps } from './components/network-preview/network-preview.js';
export { DiscussionThread } from './components/discussion/discussion-thread.js';
export type { DiscussionEntry, DiscussionThreadProps } from './components/discussion/discussion-thread.js';
export { CommentBox } from './components/discussion/comment-box.js';
export { NewCountBadge } from './components/discussion/new-count-badge.js';
export type { NewCountBadgeProps } from './components/discussion/new-count-badge.js';
export type { CommentBoxProps } from './components/discussion/comment-box.js';
export { UiTexts } from './ui-texts.js';
export { GuardUiTexts } from './guard-texts.js';
export { AccessUiTexts } from './access-texts.js';
export { AppShell } from './components/app-shell/app-shell.js';
export type { AppShellProps } from './components/app-shell/app-shell.js';
export type { ShellLayout } from './components/app-shell/use-desktop-layout.js';
export { Sidebar, sortBrandsByName } from './components/app-shell/sidebar.js';
export type { SidebarProps, ShellBrand, ShellMenuItem } from './components/app-shell/sidebar.js';
export { EXTRA_ACTIVE_ROUTES, isRouteActive, isMenuItemActive } from './components/app-shell/menu-active.js';
export type { MenuRoute } from './components/app-shell/menu-active.js';
export type { ShellLinkProps, RenderShellLink } from './components/app-shell/shell-link.js';
export { Breadcrumb } from './components/breadcrumb/breadcrumb.js';
export type { BreadcrumbProps, BreadcrumbItem } from './components/breadcrumb/breadcrumb.js';
export { PageHeader } from './components/page-header/page-header.js';
export type { PageHeaderProps } from './components/page-header/page-header.js';
export { PageBody, PageSection } from './components/page-body/page-body.js';
export type { PageBodyProps, PageSectionProps } from './components/page-body/page-body.js';
export { ActionBar } from './components/action-bar/action-bar.js';
export type { ActionBarProps } from './components/action-bar/action-bar.js';
export { DataTable, visiblePages } from './components/data-table/data-table.js';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableLayout,
  DataTablePagination,
} from './components/data-table/data-table.js';
export { TableSelectCell } from './components/data-table/table-select-cell.js';
export type { TableSelectCellProps } from './components/data-table/table-select-cell.js';
export { TableStatusCell } from './components/data-table/table-status-cell.js';
export type { TableStatusCellProps } from './components/data-table/table-status-cell.js';
export { TablePersonCell, PersonAvatar } from './components/data-table/table-person-cell.js';
export type { TablePersonCellProps } from './components/data-table/table-person-cell.js';
export { initialsOf } from './components/data-table/initials.js';
export { TruncatedText } from './components/data-table/truncated-text.js';
export type { TruncatedTextProps } from './components/data-table/truncated-text.js';
export { columnsStorageKey } from './components/data-table/column-visibility.js';
export { nextSort, sortRows, compareSortValues } from './components/data-table/table-sort.js';
export type { TableSort, TableSortDirection, SortValue } from './components/data-table/table-sort.js';
export { FilterBar, SearchFilter, SelectFilter, ClearFiltersButton } from './components/filter-bar/filter-bar.js';
export type {
  FilterBarProps,
  SearchFilterProps,
  SelectFilterProps,
  ClearFiltersButtonProps,
} from './components/filter-bar/filter-bar.js';
export { foldForFilter, matchesFilter, filterOptions } from './components/searchable-select/option-filter.js';
export type { SelectOptionItem } from './components/searchable-select/option-filter.js';
export { SELECT_DEFAULTS, moveActive, menuPlacement } from './components/searchable-select/menu-navigation.js';
export type { MenuMove, MenuPlacement } from './components/searchable-select/menu-navigation.js';
export type { SelectMenuBaseProps } from './components/searchable-select/select-menu.js';
export { SearchableSelect } from './components/searchable-select/searchable-select.js';
export type { SearchableSelectProps } from './components/searchable-select/searchable-select.js';
export { MultiSelect, toggleValue } from './components/multi-select/multi-select.js';
export type { MultiSelectProps } from './components/multi-select/multi-select.js';
export { DemoModelBadge } from './components/demo-model-badge/demo-model-badge.js';
export { ConnectionsWarning } from './components/connections-warning/connections-warning.js';
export type { ConnectionsWarningProps } from './components/connections-warning/connections-warning.js';
export type { DemoModelBadgeProps } from './components/demo-model-badge/demo-model-badge.js';
export { StatusBadge, statusBadgeLabel, statusTone } from './components/status-badge/status-badge.js';
export type { StatusBadgeProps, StatusBadgeStatus, StatusTone } from './components/status-badge/status-badge.js';
export { CheckboxGroupField, inOptionOrder } from './components/checkbox-group/checkbox-group-field.js';
export type { CheckboxGroupFieldProps, CheckboxGroupOption } from './components/checkbox-group/checkbox-group-field.js';
export { ContentPiece, ContentCard } from './components/content-piece/content-piece.js';
export type { ContentPieceProps, ContentCardProps } from './components/content-piece/content-piece.js';
export { AiDraft, AiUndoNotice } from './components/ai-draft/ai-draft.js';
export type { AiDraftProps, AiDraftAction, AiUndoNoticeProps } from './components/ai-draft/ai-draft.js';
export { Planner } from './components/planner/planner.js';
export type { PlannerProps } from './components/planner/planner.js';
export { PlannerToolbar } from './components/planner/planner-toolbar.js';
export type { PlannerToolbarProps } from './components/planner/planner-toolbar.js';
export type { PlannerAdornment, PlannerKind, PlannerPieceData } from './components/planner/planner-piece.js';
export { GuardedTextarea } from './components/brand-guard/guarded-textarea.js';
export type { GuardedTextareaProps } from './components/brand-guard/guarded-textarea.js';
export { GuardMarkedText } from './components/brand-guard/guard-marked-text.js';
export type { GuardMarkedTextProps } from './components/brand-guard/guard-marked-text.js';
export { markSegments } from './components/brand-guard/guard-marks.js';
export type { GuardMark, MarkSegment } from './components/brand-guard/guard-marks.js';
export { BrandReviewPanel } from './components/brand-guard/brand-review-panel.js';
export type { BrandReviewPanelProps } from './components/brand-guard/brand-review-panel.js';
export type {
  GuardHistoryEntry,
  GuardPanelClaim,
  GuardPanelCriterion,
  GuardPanelFinding,
  GuardPanelReview,
} from './components/brand-guard/review-types.js';
export { GuardStatusBadge } from './components/brand-guard/guard-status-badge.js';
export type { GuardStatusBadgeProps } from './components/brand-guard/guard-status-badge.js';
export { GuardOverrideDialog, overrideReasonValid } from './components/brand-guard/guard-override-dialog.js';
export type { GuardOverrideDialogProps } from './components/brand-guard/guard-override-dialog.js';
