/**
 * Generates `src/lib/api/schema.d.ts` from the server's OpenAPI document (`docs/openapi.json`,
 * which a Rust test keeps equal to what `/api/openapi.json` serves). `npm run gen:api` writes
 * it; `schema.test.ts` fails when the committed file differs from what this generates.
 */
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const DOCUMENT = new URL('../../docs/openapi.json', import.meta.url);
export const OUTPUT = new URL('../src/lib/api/schema.d.ts', import.meta.url);

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
  console.log(`wrote ${OUTPUT.pathname}`);
}
