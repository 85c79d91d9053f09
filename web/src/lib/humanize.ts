/**
 * A readable name for a code no text exists for yet (`first_payment_due` → "First payment due"),
 * so a screen never shows a raw key (issue 45 item 2).
 */
export function humanize(code: string): string {
  const words = code.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
