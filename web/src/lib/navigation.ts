/**
 * Navigation for code outside React (the API client sends an expired session to /login).
 * The router registers its navigate function at start; without one (tests, early start) a full
 * page load is used, which also resets every in-memory state.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

/** Registers the router's navigate function. */
export function setNavigator(next: Navigate): void {
  navigateImpl = next;
}

/** Goes to an app path. */
export function navigateTo(to: string): void {
  navigateImpl(to);
}
