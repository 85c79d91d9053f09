/**
 * Generates `src/lib/api/schema.d.ts` from the server's OpenAPI document (`docs/openapi.json`,
 * which a Rust test keeps equal to what `/api/openapi.json` serves). `npm run gen:api` writes
 * it; `schema.test.ts` fails when the committed file differs from what this generates.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

// Plain paths, not URL objects: under jsdom (the unit tests) `URL` is not Node's.
const HERE = dirname(fileURLToPath(import.meta.url));
const DOCUMENT = join(HERE, '../../docs/openapi.json');
export const OUTPUT = join(HERE, '../src/lib/api/schema.d.ts');

const BANNER = `/**
 * The API's types, generated from docs/openapi.json by \`npm run gen:api\`. Do not edit by hand.
 */

`;

/** The generated file's text. */
export async function generate() {
  const document = JSON.parse(await readFile(DOCUMENT, 'utf8'));
  return BANNER + astToString(await openapiTS(document));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  await writeFile(OUTPUT, await generate());
  console.log(`wrote ${OUTPUT}`);
}
