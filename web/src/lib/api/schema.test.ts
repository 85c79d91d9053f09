import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { OUTPUT, generate } from '../../../scripts/gen-api.mjs';

describe('generated API types', () => {
  it('match the committed OpenAPI document (run `npm run gen:api` after changing the API)', async () => {
    const committed = await readFile(OUTPUT as string, 'utf8');
    expect(committed).toBe(await (generate as () => Promise<string>)());
  }, 30_000);
});
