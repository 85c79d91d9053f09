/** What an audit row changed: the keys whose value differs between before and after. */

/** One changed key with its value before and after (undefined: absent on that side). */
export interface Change {
  key: string;
  before: unknown;
  after: unknown;
}

/** Whether two JSON values are the same (objects compared key by key, in any order). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The keys that differ, in the order they first appear (before's, then after's new ones). A
 * creation (no before) lists every key of after; a removal every key of before.
 */
export function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Change[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({ key, before: before?.[key], after: after?.[key] }))
    .filter((change) => !same(change.before, change.after));
}

/** A value as the diff shows it: text as it is, others as JSON; nothing for absent or null. */
export function shownValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is an id or a list of ids (and nothing else). */
function onlyIds(value: unknown): boolean {
  if (typeof value === 'string') return UUID.test(value);
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && UUID.test(v));
}

/** Whether a change holds nothing but ids on each side it has (a reader cannot use them). */
export function isIdOnly(change: Change): boolean {
  const sides = [change.before, change.after].filter((v) => v !== undefined && v !== null);
  return sides.length > 0 && sides.every(onlyIds);
}
