import { describe, expect, it } from 'vitest';
import { filterSpec } from './filterSpec';

const ID = '01a200de-0000-7000-8000-000000000001';

describe('filterSpec', () => {
  const spec = filterSpec({ actor_id: 'id', from: 'date', entity: ['loan', 'user'], action: 'text' }, { sorted: false });

  it('reads ids, dates, listed values and free text from the URL, ignoring malformed ones', () => {
    const filters = spec.fromSearch(new URLSearchParams({ actor_id: ID, from: '2026-11-01', entity: 'loan', action: 'user.create' }));
    expect(filters).toEqual({ q: '', sort: 'newest', actor_id: ID, from: '2026-11-01', entity: 'loan', action: 'user.create' });
    const bad = spec.fromSearch(new URLSearchParams({ actor_id: 'nope', from: '2026-13-45', entity: 'planet', action: '   ' }));
    expect(bad).toEqual({ q: '', sort: 'newest' });
    expect(spec.fromSearch(new URLSearchParams({ action: 'x'.repeat(201) })).action).toBeUndefined();
  });

  it('sends free text trimmed and leaves blank text out of the URL and the query', () => {
    expect(spec.query({ q: '', sort: 'newest', action: '  user.update ' })).toEqual({ limit: 20, action: 'user.update' });
    expect(spec.query({ q: '', sort: 'newest', action: '  ' }, undefined, null)).toEqual({});
    expect(spec.toSearch({ q: '', sort: 'newest', action: ' ', entity: 'user' }).toString()).toBe('entity=user');
    expect(spec.isFiltered({ q: '', sort: 'newest', action: ' ' })).toBe(false);
    expect(spec.isFiltered({ q: '', sort: 'newest', entity: 'user' })).toBe(true);
  });
});
