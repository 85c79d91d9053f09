import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname);
type Json = { [key: string]: string | Json };

/** Every key path of a locale file, with its value. */
function leaves(json: Json, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(json)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') leaves(value, path).forEach((v, k) => out.set(k, v));
    else out.set(path, value);
  }
  return out;
}

function load(lang: string, file: string): Map<string, unknown> {
  return leaves(JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as Json);
}

describe('locale files', () => {
  const en = readdirSync(join(root, 'en')).sort();
  const id = readdirSync(join(root, 'id')).sort();

  it('have the same namespaces in English and Indonesian', () => {
    expect(en.length).toBeGreaterThan(0);
    expect(id).toEqual(en);
  });

  it.each(en)('%s has the same keys in both languages, none empty', (file) => {
    const english = load('en', file);
    const indonesian = load('id', file);
    expect([...indonesian.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of [...english, ...indonesian]) {
      expect(typeof value, `${file}:${key}`).toBe('string');
      expect((value as string).trim(), `${file}:${key}`).not.toBe('');
    }
  });

  // Issue 45 item 9: one Indonesian word for the funder, "Pemberi dana" (not "pemberi pinjaman"
  // nor "pendana"), and no English left for bank channeling or the virtual account.
  it.each(id)('%s names the funder "pemberi dana" and translates the bank terms', (file) => {
    for (const [key, value] of load('id', file)) {
      const text = String(value).toLowerCase();
      for (const word of ['pemberi pinjaman', 'pendana ', 'pendana)', 'virtual account', 'bank channeling']) {
        expect(text.includes(word) || text.endsWith(word.trim()), `${file}:${key} says "${word.trim()}"`).toBe(false);
      }
    }
  });

  it.each(en)('%s keeps the same {{placeholders}} in both languages', (file) => {
    const placeholders = (s: unknown) => String(s).match(/\{\{\s*\w+\s*\}\}/g)?.sort() ?? [];
    const indonesian = load('id', file);
    for (const [key, value] of load('en', file)) {
      expect(placeholders(indonesian.get(key)), `${file}:${key}`).toEqual(placeholders(value));
    }
  });
});
