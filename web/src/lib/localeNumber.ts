/**
 * Numbers as staff type them, in the UI language (issue 45 item 7): Indonesian writes
 * '1.500.000,44' ('.' groups thousands, ',' marks decimals, spec §9), English '1,500,000.44'. The
 * separators come from Intl.NumberFormat; only the reading of the typed text is ours (Intl has no
 * parser). Display tables keep `lib/format` (always the Indonesian style of spec §9); a field
 * shows back what its reader typed, in the reader's language.
 */
import type { Language } from './i18n';

/** The Intl locale of each UI language's numbers. */
const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-US' };

/** How a language writes the two separators of a number. */
export interface NumberSeparators {
  /** Between groups of thousands: '.' in Indonesian, ',' in English. */
  group: string;
  /** Before the decimals: ',' in Indonesian, '.' in English. */
  decimal: string;
}

const separators = new Map<Language, NumberSeparators>();

/** The separators of `language`, read once from Intl.NumberFormat. */
export function numberSeparators(language: Language): NumberSeparators {
  let found = separators.get(language);
  if (!found) {
    const parts = new Intl.NumberFormat(LOCALES[language]).formatToParts(12345.6);
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? '',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separators.set(language, found);
  }
  return found;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * `value` written as `language` writes it, with every decimal it has (Intl writes a number's
 * shortest form, so 1.44 is '1,44' and never '1,4399…'): 1500000 → '1.500.000', 1.44 → '1,44' in
 * Indonesian; '1,500,000' and '1.44' in English. `grouping: false` for numbers read as codes (a
 * year: '2024', not '2.024').
 */
export function formatTypedNumber(value: number, language: Language, grouping = true): string {
  const key = `${language}/${grouping}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 20, useGrouping: grouping });
    formatters.set(key, f);
  }
  return f.format(value);
}

/**
 * Reads a number typed in `language`: group separators (and spaces) are dropped, the decimal
 * separator is the decimal point; anything but digits, separators and a leading minus (a pasted
 * 'Rp') is ignored. Indonesian '1,44' → 1.44 and '1.500.000' → 1500000; English '1.44' → 1.44 and
 * '1,500,000' → 1500000. Blank text is `null` (no number); text that is no number ('1,2,3' in
 * Indonesian, a lone '-') is NaN.
 */
export function parseTypedNumber(text: string | null | undefined, language: Language): number | null {
  const { group, decimal } = numberSeparators(language);
  const kept = (text ?? '').replace(new RegExp(`[^\\d\\-${escape(group)}${escape(decimal)}]`, 'g'), '');
  if (kept === '') return null;
  const plain = kept.split(group).join('').split(decimal).join('.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

/** `char` safe inside a RegExp character class. */
function escape(char: string): string {
  return char.replace(/[\\\]^-]/g, '\\$&');
}
