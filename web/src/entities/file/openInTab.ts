import { fetchFile } from './api';

/**
 * Fills an empty tab of this app with a page titled `name` that shows `blob` over the whole
 * window. A bare object URL would title the tab, and the browser's PDF viewer with it, with the
 * URL's random id (issue 45 item 9: the viewer's title is the document's name).
 */
export function showFileInTab(tab: Window, blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const doc = tab.document;
  doc.title = name;
  doc.documentElement.style.height = '100%';
  doc.body.style.cssText = 'margin:0;height:100%;background:#525659';
  const frame = doc.createElement('iframe');
  frame.title = name;
  frame.src = url;
  frame.style.cssText = 'border:0;display:block;width:100%;height:100%';
  doc.body.replaceChildren(frame);
  // The bytes are kept while the tab shows them, and freed when it closes.
  tab.addEventListener('pagehide', () => URL.revokeObjectURL(url));
}

/**
 * Opens an uploaded file (`GET /api/v1/files/{file_id}`, with the bearer token: files have no
 * public URL) in a new tab titled `name`. The tab opens before the fetch, so the browser treats
 * it as the click's own window; it closes again when the fetch fails (the error is rethrown).
 */
export async function openFileInTab(fileId: string, name: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchFile(fileId);
    if (tab) showFileInTab(tab, blob, name);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
