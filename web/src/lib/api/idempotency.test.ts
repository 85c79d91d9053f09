import { describe, expect, it } from 'vitest';
import { keyPerBody, newIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('are random UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('stay the same for the same body and change with it', () => {
    const keyFor = keyPerBody();
    const first = keyFor({ email: 'a@example.co.id' });
    expect(keyFor({ email: 'a@example.co.id' })).toBe(first);
    const second = keyFor({ email: 'b@example.co.id' });
    expect(second).not.toBe(first);
    // Back to the first body after a change is a new attempt: a new key.
    expect(keyFor({ email: 'a@example.co.id' })).not.toBe(first);
  });
});
