/**
 * Reads the text of an xlsx file (a zip of XML parts) with Node alone: the zip's central
 * directory, each part inflated with zlib, the shared strings and the first sheet's cells. Enough
 * for a test to check what an export holds, without a spreadsheet library.
 */
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

/** The parts of a zip file by name (stored or deflated entries). */
export function unzip(file: string): Map<string, Buffer> {
  const zip = readFileSync(file);
  // The end of central directory record: signature 0x06054b50, within the last 64 KiB.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error(`${file} is not a zip file`);
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts = new Map<string, Buffer>();
  for (let n = 0; n < entries; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    parts.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The rows of the workbook's first sheet as cell texts (shared, inline strings and numbers). */
export function readSheet(file: string): string[][] {
  const parts = unzip(file);
  const shared = [...(parts.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    unescapeXml([...m[1].matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
  );
  const sheet = parts.get('xl/worksheets/sheet1.xml')?.toString('utf8');
  if (!sheet) throw new Error('the workbook has no first sheet');
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...row[1].matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell) => {
      const attrs = cell[1];
      const body = cell[2] ?? '';
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      if (/t="s"/.test(attrs) && value !== undefined) return shared[Number(value)] ?? '';
      if (/t="inlineStr"/.test(attrs)) return unescapeXml([...body.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join(''));
      return value !== undefined ? unescapeXml(value) : '';
    }),
  );
}
