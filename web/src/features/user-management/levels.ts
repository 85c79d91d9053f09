/**
 * The levels staff accounts can hold (spec §6, DESIGN §4: those with an allow-list). The server
 * answers 403 `level_not_grantable` to a level the caller may not grant, so the picker offers
 * them all and shows the refusal on the field. Their names are the `users:levels.<n>` texts.
 */
export const LEVELS = [1, 3, 4, 5, 6, 7, 8, 9, 10, 15, 16, 17, 18, 21] as const;

/** The levels as the URL and the list query carry them. */
export const LEVEL_VALUES: readonly string[] = LEVELS.map(String);
