/**
 * A `fetch` for ky that sends through XMLHttpRequest, for uploads that show their progress:
 * fetch reports none for a request body (its streaming uploads need HTTP/2). ky still does the
 * rest (headers, retries, timeout, errors); this only carries one attempt.
 */

/** Bytes sent so far of an upload (`progress`: 0–1 when the total is known). */
export interface UploadProgress {
  loaded: number;
  total?: number;
  progress?: number;
}

/** Response headers of an XMLHttpRequest as `Headers`. */
function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A fetch that sends `body` (the caller's own FormData or JSON value, so every retry sends the
 * same; ky's request carries none) to the request's URL with its method, headers and signal,
 * reporting upload progress. A FormData gets its multipart type and boundary from the browser.
 */
export function xhrFetch(body: unknown, onProgress: (event: UploadProgress) => void): typeof fetch {
  return (input) =>
    new Promise<Response>((resolve, reject) => {
      const request = input as Request;
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'arraybuffer';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      const signal = request.signal;
      const abort = () => xhr.abort();
      if (signal.aborted) {
        reject(signal.reason as Error);
        return;
      }
      signal.addEventListener('abort', abort, { once: true });
      const done = () => signal.removeEventListener('abort', abort);
      xhr.upload.onprogress = (event) =>
        onProgress({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : undefined,
          progress: event.lengthComputable && event.total > 0 ? event.loaded / event.total : undefined,
        });
      xhr.onload = () => {
        done();
        const empty = [101, 204, 205, 304].includes(xhr.status);
        resolve(
          new Response(empty ? null : (xhr.response as ArrayBuffer), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr),
          }),
        );
      };
      // The message of a browser's failed fetch, so ky sees a network error (and may retry).
      xhr.onerror = () => (done(), reject(new TypeError('Failed to fetch')));
      xhr.onabort = () => (done(), reject((signal.reason as Error | undefined) ?? new DOMException('Aborted', 'AbortError')));
      const payload = body === undefined || body instanceof FormData || typeof body === 'string' ? body : JSON.stringify(body);
      xhr.send(payload ?? null);
    });
}
