import type { BestTimeEntry } from '@estudio/domain/scheduling';

/*
 * Metricool's best-times answer (GET /api/v2/scheduler/besttimes/{provider}) read into the
 * domain's entries. Metricool publishes no schema for it in a place we could read; what is
 * assumed, from Metricool's own MCP server (its `get_best_time_to_post` tool) and clients of
 * its OpenAPI description:
 * - the answer is `{data: [...]}` (a bare list is accepted too);
 * - `dayOfWeek` counts 1 = Sunday … 7 = Saturday (the MCP server names them so);
 * - each item is either one hour, `{dayOfWeek, hour | hourOfDay, value}`, or one day with its
 *   hours, `{dayOfWeek, bestTimesByHour: [{hourOfDay | hour, value}]}`;
 * - `value` is a number, higher is better.
 * Anything else makes the whole answer invalid (null): nothing is proposed from half an answer.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** More items than any week of hours holds (7 × 24) is not an answer we understand. */
const MAX_ITEMS = 7 * 24;

const integerIn = (value: unknown, min: number, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;

const scoreOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** One hour of a day: its hour (hourOfDay, or hour) and value. */
const hourOf = (item: Record<string, unknown>): { hour: number; value: number } | null => {
  const hour = integerIn(item['hourOfDay'] ?? item['hour'], 0, 23);
  const value = scoreOf(item['value']);
  return hour === null || value === null ? null : { hour, value };
};

/** The entries of one item of the list, or null when it is in neither shape. */
const entriesOf = (item: unknown): BestTimeEntry[] | null => {
  if (!isRecord(item)) return null;
  const dayOfWeek = integerIn(item['dayOfWeek'], 1, 7);
  if (dayOfWeek === null) return null;
  const weekday = dayOfWeek - 1;
  const byHour = item['bestTimesByHour'];
  if (byHour === undefined) {
    const one = hourOf(item);
    return one === null ? null : [{ weekday, ...one }];
  }
  if (!Array.isArray(byHour) || byHour.length > 24) return null;
  const hours = byHour.map((entry: unknown) => (isRecord(entry) ? hourOf(entry) : null));
  return hours.every((hour) => hour !== null) ? hours.map((hour) => ({ weekday, ...hour })) : null;
};

/** Metricool's answer as entries, or null when it is not the documented shape. */
export const bestTimeEntriesOf = (answer: unknown): readonly BestTimeEntry[] | null => {
  const list = isRecord(answer) ? answer['data'] : answer;
  if (!Array.isArray(list) || list.length > MAX_ITEMS) return null;
  const entries: BestTimeEntry[] = [];
  for (const item of list) {
    const read = entriesOf(item);
    if (read === null) return null;
    entries.push(...read);
  }
  return entries;
};
