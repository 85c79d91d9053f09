/** Streamed xlsx answers and the files the app saves, for the tests of downloads. */
import { vi } from 'vitest';
import { HttpResponse } from 'msw';

/** An xlsx answer streamed in two chunks, as the server writes it (no Content-Length). */
export function xlsxStream(name: string) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('PK\u0003\u0004 first chunk '));
      controller.enqueue(encoder.encode('second chunk'));
      controller.close();
    },
  });
  return new HttpResponse(body, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
}

/**
 * Catches the files the app saves (object URL and link click) and returns the list they are
 * added to, name and size; undo with `vi.restoreAllMocks()`.
 */
export function catchSavedFiles(): { name: string; size: number }[] {
  const saved: { name: string; size: number }[] = [];
  let blob: Blob | null = null;
  URL.createObjectURL = vi.fn((b: Blob) => {
    blob = b;
    return 'blob:xlsx';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: blob?.size ?? 0 });
  });
  return saved;
}
