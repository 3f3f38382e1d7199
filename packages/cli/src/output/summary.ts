/** What an import or bulk command did, printed at the end (and in --json). */
export interface Summary {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

export const emptySummary = (): Summary => ({ created: 0, updated: 0, unchanged: 0, failed: 0 });

export const renderSummary = (summary: Summary, extra: Readonly<Record<string, number>> = {}): string => {
  const parts = [
    `creados ${summary.created}`,
    `actualizados ${summary.updated}`,
    `sin cambios ${summary.unchanged}`,
    `fallidos ${summary.failed}`,
    ...Object.entries(extra).map(([label, count]) => `${label} ${count}`),
  ];
  return `Resumen: ${parts.join(' · ')}\n`;
};
