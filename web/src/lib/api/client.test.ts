import { beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { envelope, server } from '../../test/server';
import { spyOnEffects, storeUser } from '../../test/fixtures';
import { changeLanguage } from '../i18n';
import { readStoredUser } from '../storage';
import { createApiClient, REQUEST_TIMEOUT_MS, RETRY_DELAY_MS, RETRIES } from './client';
import { ApiError } from './types';

const SESSION_EXPIRED = 'Your session has expired, please re-login to access.';

/** A protected endpoint that accepts only `Bearer <token>`, answering `failure` otherwise. */
function protectedEndpoint(path: string, token: string, failure = () => envelope(null, 401, 'Unauthorized')) {
  return http.get(path, ({ request }) =>
    request.headers.get('Authorization') === `Bearer ${token}` ? envelope({ ok: path }) : failure(),
  );
}

/** A refresh endpoint that counts its calls and hands out `access-2`/`refresh-2`. */
function refreshEndpoint(calls: string[]) {
  return http.post('/api/v1/authentication/refresh-token', async ({ request }) => {
    const body = (await request.json()) as { refresh_token: string };
    calls.push(body.refresh_token);
    await delay(20);
    return envelope({ token: 'access-2', refresh_token: 'refresh-2' });
  });
}

describe('API client', () => {
  let effects: ReturnType<typeof spyOnEffects>;
  beforeEach(async () => {
    effects = spyOnEffects();
    await changeLanguage('en');
  });

  it('sends the bearer token and the UI language', async () => {
    storeUser();
    let seen: Headers | undefined;
    server.use(http.get('/api/echo', ({ request }) => ((seen = request.headers), envelope(1))));
    await changeLanguage('id');
    await createApiClient().get('/api/echo');
    expect(seen?.get('authorization')).toBe('Bearer access-1');
    expect(seen?.get('accept-language')).toBe('id');
  });

  it('sends an empty bearer header without a stored user', async () => {
    let auth: string | null = 'unset';
    server.use(http.get('/api/echo', ({ request }) => ((auth = request.headers.get('authorization')), envelope(1))));
    await createApiClient().get('/api/echo');
    expect(auth ?? '').toBe('');
  });

  it('unwraps the envelope data', async () => {
    server.use(http.get('/api/v1/thing', () => envelope({ id: 7 })));
    await expect(createApiClient().get('/api/v1/thing')).resolves.toEqual({ id: 7 });
  });

  it('is configured with the 60 s timeout of the spec', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(createApiClient().timeoutMs).toBe(60_000);
  });

  it('refreshes once for parallel 401s and replays every request', async () => {
    storeUser();
    const refreshes: string[] = [];
    server.use(
      refreshEndpoint(refreshes),
      ...['/api/a', '/api/b', '/api/c'].map((p) => protectedEndpoint(p, 'access-2')),
    );
    const api = createApiClient();
    const results = await Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);
    expect(results).toEqual([{ ok: '/api/a' }, { ok: '/api/b' }, { ok: '/api/c' }]);
    expect(refreshes).toEqual(['refresh-1']);
    expect(readStoredUser()).toMatchObject({ token: 'access-2', refresh_token: 'refresh-2', level: 'sealed.level.v1' });
    expect(effects.notifier.error).not.toHaveBeenCalled();
  });

  it("refreshes on 400 'Request required access token' too", async () => {
    storeUser();
    const refreshes: string[] = [];
    server.use(
      refreshEndpoint(refreshes),
      protectedEndpoint('/api/a', 'access-2', () => envelope(null, 400, 'Request required access token')),
    );
    await expect(createApiClient().get('/api/a')).resolves.toEqual({ ok: '/api/a' });
    expect(refreshes).toHaveLength(1);
  });

  it('recognises the Indonesian text of the token-required answer', async () => {
    storeUser();
    await changeLanguage('id');
    const refreshes: string[] = [];
    server.use(
      refreshEndpoint(refreshes),
      protectedEndpoint('/api/a', 'access-2', () => envelope(null, 400, 'Permintaan memerlukan token akses')),
    );
    await expect(createApiClient().get('/api/a')).resolves.toEqual({ ok: '/api/a' });
    expect(refreshes).toHaveLength(1);
  });

  it('ends the session once when the refresh fails: storage, logout, toast, /login', async () => {
    storeUser();
    const logouts: (string | null)[] = [];
    server.use(
      http.post('/api/v1/authentication/refresh-token', () => envelope(null, 401, 'Unauthorized')),
      http.get('/api/logout', ({ request }) => (logouts.push(request.headers.get('authorization')), envelope(null))),
      protectedEndpoint('/api/a', 'never'),
      protectedEndpoint('/api/b', 'never'),
    );
    const api = createApiClient();
    const results = await Promise.allSettled([api.get('/api/a'), api.get('/api/b')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.kind).toBe('session-expired');
    }
    expect(readStoredUser()).toBeNull();
    await vi.waitFor(() => expect(logouts).toEqual(['Bearer access-1']));
    expect(effects.notifier.error).toHaveBeenCalledTimes(1);
    expect(effects.notifier.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: SESSION_EXPIRED, duration: 3 }),
    );
    expect(effects.navigate).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/login');
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    storeUser();
    server.use(
      http.post('/api/v1/authentication/refresh-token', () => HttpResponse.error()),
      protectedEndpoint('/api/a', 'never'),
    );
    await expect(createApiClient().get('/api/a')).rejects.toMatchObject({ kind: 'network' });
    expect(readStoredUser()).toMatchObject({ token: 'access-1' });
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('ends the session without a refresh when there is no refresh token', async () => {
    storeUser({ refresh_token: '' });
    const refreshes: string[] = [];
    server.use(
      refreshEndpoint(refreshes),
      http.get('/api/logout', () => envelope(null)),
      protectedEndpoint('/api/a', 'never'),
    );
    await expect(createApiClient().get('/api/a')).rejects.toMatchObject({ kind: 'session-expired' });
    expect(refreshes).toHaveLength(0);
    expect(readStoredUser()).toBeNull();
    expect(effects.navigate).toHaveBeenCalledWith('/login');
  });

  it('does not treat a 401 of an auth endpoint as an expired session', async () => {
    server.use(http.post('/api/v1/authentication/login', () => envelope(null, 401, 'Incorrect email or password.')));
    const error = await createApiClient()
      .post('/api/v1/authentication/login', {}, { skipAuthRefresh: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Incorrect email or password.' });
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.notifier.error).not.toHaveBeenCalled();
  });

  it(`retries a GET ${RETRIES} times on 503, ${RETRY_DELAY_MS} ms apart by default`, async () => {
    expect(RETRIES).toBe(3);
    expect(RETRY_DELAY_MS).toBe(2000);
    let calls = 0;
    server.use(http.get('/api/flaky', () => (++calls <= 3 ? envelope(null, 503, 'Unavailable') : envelope('fine'))));
    const started = Date.now();
    await expect(createApiClient({ retryDelayMs: 30 }).get('/api/flaky')).resolves.toBe('fine');
    expect(calls).toBe(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 30);
    expect(effects.notifier.error).not.toHaveBeenCalled();
  });

  it('gives up after 3 retries and shows the server message', async () => {
    let calls = 0;
    server.use(http.get('/api/down', () => (calls++, envelope(null, 503, 'Maintenance'))));
    await expect(createApiClient({ retryDelayMs: 1 }).get('/api/down')).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(4);
    expect(effects.notifier.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error', description: 'Maintenance' }),
    );
  });

  it('retries a POST that carries an Idempotency-Key, sending the same key each time', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/keyed', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length <= 2 ? envelope(null, 503, 'Unavailable') : envelope('created');
      }),
    );
    const call = createApiClient({ retryDelayMs: 1 }).post('/api/keyed', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });
    await expect(call).resolves.toBe('created');
    expect(keys).toEqual(['k-1', 'k-1', 'k-1']);
  });

  it('never retries a POST without an Idempotency-Key, and toasts its 5xx message', async () => {
    let calls = 0;
    server.use(http.post('/api/thing', () => (calls++, envelope(null, 503, 'Database unavailable'))));
    await expect(createApiClient({ retryDelayMs: 1 }).post('/api/thing', { a: 1 })).rejects.toMatchObject({
      kind: 'http',
      status: 503,
      message: 'Database unavailable',
    });
    expect(calls).toBe(1);
    expect(effects.notifier.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error', description: 'Database unavailable', duration: 3 }),
    );
  });

  it('sends any request again, a sign-in too, after a busy server\'s Retry-After', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v1/authentication/login', () => {
        calls++;
        if (calls === 1) {
          return HttpResponse.json({ code: 503, msg: 'Busy', data: null }, { status: 503, headers: { 'Retry-After': '0' } });
        }
        return envelope('signed in');
      }),
    );
    await expect(createApiClient({ retryDelayMs: 1 }).post('/api/v1/authentication/login', { a: 1 })).resolves.toBe('signed in');
    expect(calls).toBe(2);
  });

  it('does not retry a 4xx and leaves it to the caller without a toast', async () => {
    let calls = 0;
    server.use(http.get('/api/missing', () => (calls++, envelope(null, 404, 'Not found.'))));
    await expect(createApiClient({ retryDelayMs: 1 }).get('/api/missing')).rejects.toMatchObject({ status: 404 });
    expect(calls).toBe(1);
    expect(effects.notifier.error).not.toHaveBeenCalled();
  });

  it("reports an empty body as 'Error Server'", async () => {
    server.use(http.get('/api/empty', () => new HttpResponse(null, { status: 200 })));
    await expect(createApiClient().get('/api/empty')).rejects.toMatchObject({ kind: 'empty', message: 'Error Server' });
    expect(effects.notifier.error).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', description: 'Error Server' }));
  });

  const OOPS = 'Oops! Something went wrong, please try again later.';

  it("says the spec's default for a 5xx answer without a message: no body, HTML, or an empty msg", async () => {
    server.use(
      http.post('/api/empty', () => new HttpResponse(null, { status: 500 })),
      http.post('/api/html', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
      http.post('/api/blank', () => envelope(null, 500, '')),
    );
    const api = createApiClient();
    await expect(api.post('/api/empty')).rejects.toMatchObject({ kind: 'http', status: 500, message: OOPS });
    await expect(api.post('/api/html')).rejects.toMatchObject({ kind: 'http', status: 502, message: OOPS });
    await expect(api.post('/api/blank')).rejects.toMatchObject({ kind: 'http', status: 500, message: OOPS });
    expect(effects.notifier.error).toHaveBeenCalledTimes(3);
    expect(effects.notifier.error).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', description: OOPS }));
  });

  it("says the spec's default in Indonesian too", async () => {
    await changeLanguage('id');
    try {
      server.use(http.post('/api/empty', () => new HttpResponse(null, { status: 500 })));
      await expect(createApiClient().post('/api/empty')).rejects.toMatchObject({ message: 'Ups! Terjadi kesalahan, silakan coba lagi nanti.' });
    } finally {
      await changeLanguage('en');
    }
  });

  it("toasts a lost connection with the spec's default, not the browser's text", async () => {
    server.use(http.post('/api/offline', () => HttpResponse.error()));
    await expect(createApiClient().post('/api/offline')).rejects.toMatchObject({ kind: 'network', message: OOPS });
    expect(effects.notifier.error).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', description: OOPS }));
  });

  it('deletes with POST {path}/delete and a body', async () => {
    let body: unknown;
    server.use(http.post('/api/v1/loans/7/delete', async ({ request }) => ((body = await request.json()), envelope(null))));
    await createApiClient().del('/api/v1/loans/7', { reason: 'duplicate' });
    expect(body).toEqual({ reason: 'duplicate' });
  });

  it('uploads a FormData with progress (XMLHttpRequest), keyed retries and the bearer token', async () => {
    storeUser();
    const seen: { auth: string | null; key: string | null; type: boolean; parts: string }[] = [];
    server.use(
      http.post('/api/v1/files', async ({ request }) => {
        // jsdom's File arrives as text through msw's copy of the XHR body: the parts and the
        // multipart type (with the browser's boundary) are what can be checked here.
        seen.push({
          auth: request.headers.get('authorization'),
          key: request.headers.get('Idempotency-Key'),
          type: /^multipart\/form-data; boundary=/.test(request.headers.get('Content-Type') ?? ''),
          parts: [...(await request.formData()).keys()].join(),
        });
        return seen.length === 1 ? envelope(null, 503, 'Unavailable') : envelope({ file_id: 'f-1' });
      }),
    );
    const form = new FormData();
    form.append('kind', 'ktp');
    form.append('file', new File(['bytes'], 'ktp.jpg', { type: 'image/jpeg' }));
    const result = createApiClient({ retryDelayMs: 1 }).post('/api/v1/files', form, {
      headers: { 'Idempotency-Key': 'k-up' },
      onUploadProgress: () => undefined,
    });
    await expect(result).resolves.toEqual({ file_id: 'f-1' });
    expect(seen).toEqual([
      { auth: 'Bearer access-1', key: 'k-up', type: true, parts: 'kind,file' },
      { auth: 'Bearer access-1', key: 'k-up', type: true, parts: 'kind,file' },
    ]);
  });

  it('downloads bytes with their headers, and reads a refusal as the JSON envelope', async () => {
    storeUser();
    server.use(
      http.get('/api/v1/files/f-1', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer access-1'
          ? new HttpResponse('%PDF', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="a.pdf"' } })
          : envelope(null, 401, 'Unauthorized'),
      ),
      http.get('/api/v1/files/f-2', () =>
        HttpResponse.json({ code: 404, msg: 'Not needed', data: null, errors: [{ field: 'loan', code: 'not_needed', message: 'x' }] }, { status: 404 }),
      ),
    );
    const api = createApiClient();
    const { blob, headers } = await api.blob('/api/v1/files/f-1');
    expect(await blob.text()).toBe('%PDF');
    expect(headers.get('content-disposition')).toBe('attachment; filename="a.pdf"');
    const error = await api.blob('/api/v1/files/f-2').catch((e: unknown) => e);
    const { toApiError } = await import('./errors');
    expect(toApiError(error)).toMatchObject({ kind: 'http', status: 404, message: 'Not needed', errorCode: 'not_needed' });
  });

  it('sends query parameters as before: no empty ones, one `key[]` per array item', async () => {
    let url: URL | undefined;
    server.use(http.get('/api/list', ({ request }) => ((url = new URL(request.url)), envelope([]))));
    await createApiClient().get('/api/list', { params: { q: 'a b', limit: 20, none: undefined, nil: null, ok: true, ids: ['x', 'y'] } });
    expect(url?.search).toBe('?q=a+b&limit=20&ok=true&ids%5B%5D=x&ids%5B%5D=y');
  });
});

