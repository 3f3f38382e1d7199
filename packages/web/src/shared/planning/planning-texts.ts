/*
 * The words of the planning panels' 'Mejor momento' and 'Primer comentario' (docs/product.md,
 * "Scheduling (Metricool)", "Best time and first comment"), shared by the carousel and video
 * panels.
 */
export const PlanningTexts = {
  bestTime: 'Mejor momento',
  bestTimeHelp: 'La próxima hora con más actividad de la audiencia en cada red, según Metricool (hora de Bogotá).',
  bestTimeLoading: 'Consultando el mejor momento…',
  bestTimeNone: 'Sin propuesta',
  bestTimeNoNetworks: 'Elige una red social para ver su mejor momento.',
  useBestTime: 'Usar esta fecha',
  useBestTimeOf: (network: string): string => `Usar el mejor momento de ${network}`,
  bestTimeSandbox: 'Entorno de pruebas local: horarios simulados, no calculados por Metricool.',
  firstComment: 'Primer comentario',
  firstCommentNetworks: (networks: string): string => `Se publica como primer comentario en ${networks}.`,
  firstCommentNoNetwork: 'Ninguna de las redes elegidas admite primer comentario: no se enviará.',
  firstCommentCount: (count: number, max: number): string => `${count} de ${max} caracteres`,
} as const;
