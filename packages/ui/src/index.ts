// The public surface of @estudio/ui: the design system. Named exports only.
export { formatDate, formatDateTime, formatNumber, formatPercent } from './format/es-format.js';
export type { FormatOptions } from './format/es-format.js';
