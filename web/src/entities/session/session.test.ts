import { beforeEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { envelope, server } from '../../test/server';
import { storeUser } from '../../test/fixtures';
import { loadSession, startSessionLoad } from './session';

/** Answers crypt/de and /me, counting the requests of each. */
function serveSession() {
  const sent = { de: 0, me: 0 };
  server.use(
    http.post('/api/crypt/de', () => {
      sent.de += 1;
      return envelope(6);
    }),
    http.get('/api/v1/me', () => {
      sent.me += 1;
      return envelope({ id: 'u1', email: 'level6@roda.test', full_name: 'Staff', level: 6, areas: ['home'], lender_id: null, lender_name: null });
    }),
  );
  return sent;
}

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('session load started at page open (issue 46)', () => {
  beforeEach(() => {
    storeUser();
  });

  it('is sent before the guard asks, handed to it once, and read anew after', async () => {
    const sent = serveSession();
    startSessionLoad('sealed.level.v1');
    await until(() => sent.me === 1);
    expect(sent).toEqual({ de: 1, me: 1 });
    // The guard's load takes the started one: no second request.
    const session = await loadSession('sealed.level.v1');
    expect(session).toMatchObject({ level: 6, me: { email: 'level6@roda.test' } });
    expect(sent).toEqual({ de: 1, me: 1 });
    // A retry (or any later load) asks the server again.
    await loadSession('sealed.level.v1');
    expect(sent).toEqual({ de: 2, me: 2 });
  });

  it('asks for the level and the profile at once, not one after the other', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let meAsked = false;
    server.use(
      // The level answers only once the profile was asked for: in turn, this would never end.
      http.post('/api/crypt/de', async () => {
        await held;
        return envelope(6);
      }),
      http.get('/api/v1/me', () => {
        meAsked = true;
        release();
        return envelope({ id: 'u1', email: 'level6@roda.test', full_name: 'Staff', level: 6, areas: ['home'], lender_id: null, lender_name: null });
      }),
    );
    const session = await loadSession('sealed.level.v1');
    expect(meAsked).toBe(true);
    expect(session.level).toBe(6);
  });

  it('is not handed to a guard reading another stored level', async () => {
    const sent = serveSession();
    startSessionLoad('sealed.level.old');
    await until(() => sent.me === 1);
    await loadSession('sealed.level.v1');
    expect(sent).toEqual({ de: 2, me: 2 });
  });

  it('leaves a failure to the guard, which reads anew with its refresh and messages', async () => {
    let refreshed = 0;
    server.use(
      http.post('/api/crypt/de', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer access-2' ? envelope(6) : envelope(null, 401, 'Unauthorized'),
      ),
      http.get('/api/v1/me', () =>
        envelope({ id: 'u1', email: 'level6@roda.test', full_name: 'Staff', level: 6, areas: ['home'], lender_id: null, lender_name: null }),
      ),
      http.post('/api/v1/authentication/refresh-token', () => {
        refreshed += 1;
        return envelope({ token: 'access-2', refresh_token: 'refresh-2' });
      }),
    );
    startSessionLoad('sealed.level.v1');
    // The started load met the expired token without refreshing it; the guard's load did.
    expect((await loadSession('sealed.level.v1')).level).toBe(6);
    expect(refreshed).toBe(1);
  });
});
