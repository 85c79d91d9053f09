/**
 * The globals the tests replace, as the environment made them. A module rather than part of
 * setup.ts: setup.ts runs again before every test file, this runs once per worker, before any test.
 */
const objectUrls = (['createObjectURL', 'revokeObjectURL'] as const).map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const);

/** Puts back the environment's `URL.createObjectURL` and `URL.revokeObjectURL` (tests assign stand-ins). */
export function restoreObjectUrls(): void {
  for (const [name, descriptor] of objectUrls) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else delete (URL as unknown as Record<string, unknown>)[name];
  }
}

/** The address the window opens at. */
export const START_URL = window.location.href;

/** lib/navigation's own default: a full page load. */
export function pageLoad(to: string): void {
  window.location.assign(to);
}
