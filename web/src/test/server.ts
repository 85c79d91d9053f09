/** The msw server of the unit tests, plus helpers to answer in the API's envelope. */
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

/** A JSON answer in the server's envelope. */
export function envelope<T>(data: T, status = 200, msg = 'OK', errors?: unknown[]) {
  return HttpResponse.json({ code: status, msg, data, ...(errors ? { errors } : {}) }, { status });
}
