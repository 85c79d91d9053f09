/**
 * The `Idempotency-Key` header of create requests (DESIGN §3): the server answers a repeat of the
 * same key and body with the first response, so a double click or a retry after a lost answer
 * cannot create a second borrower or file. Requests that carry it may be retried like a GET.
 */
import { v4 as uuidv4 } from 'uuid';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A new key (a random UUID; works outside secure contexts too). */
export function newIdempotencyKey(): string {
  return uuidv4();
}

/**
 * Keys for one form: the same key while the same body is sent again, a new one once the body
 * changes (the server refuses a key reused for another body).
 */
export function keyPerBody(): (body: unknown) => string {
  let last: { json: string; key: string } | null = null;
  return (body) => {
    const json = JSON.stringify(body);
    if (last?.json !== json) last = { json, key: newIdempotencyKey() };
    return last.key;
  };
}
