import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { envelope, server } from '../test/server';
import { spyOnEffects } from '../test/fixtures';
import { streamDownload, toastDownloadFailure } from './download';

describe('a failed download is told once', () => {
  let effects: ReturnType<typeof spyOnEffects>;
  beforeEach(() => {
    effects = spyOnEffects();
  });

  async function failure(): Promise<unknown> {
    return streamDownload('/api/v1/things', { format: 'xlsx' }).catch((e: unknown) => e);
  }

  it("says 'No File Found' when the server has no such file", async () => {
    server.use(http.get('/api/v1/things', () => envelope(null, 404, 'No File Found')));
    toastDownloadFailure(await failure());
    expect(effects.notifier.error).toHaveBeenCalledTimes(1);
    expect(effects.notifier.error).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', description: 'No File Found' }));
  });

  it("says 'Download failed' alone when the server gave no message", async () => {
    server.use(http.get('/api/v1/things', () => new HttpResponse(null, { status: 500 })));
    toastDownloadFailure(await failure());
    expect(effects.notifier.error).toHaveBeenCalledWith(expect.objectContaining({ title: 'Download failed', description: undefined }));
  });

  it("adds the server's own message when it sent one", async () => {
    server.use(http.get('/api/v1/things', () => envelope(null, 409, 'The export is running already.')));
    toastDownloadFailure(await failure());
    expect(effects.notifier.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Download failed', description: 'The export is running already.' }),
    );
  });

  it('says nothing more when the connection is lost', () => {
    toastDownloadFailure(new TypeError('Failed to fetch'));
    expect(effects.notifier.error).toHaveBeenCalledWith(expect.objectContaining({ title: 'Download failed', description: undefined }));
  });
});
