/** Test data of user management: staff accounts, the lenders to pick, the staff list answered in memory. */
import { http } from 'msw';
import type { StaffMember } from '../../../entities/staff/types';
import { envelope, server } from '../../../test/server';

export const LENDER = { id: '01a200de-09d6-7000-8000-000000000001', code: 'L1', name: 'Dana Maju' };

/** The areas of an administrator that matter here. */
export const ADMIN_AREAS = ['home', 'user-management', 'borrower/detail'];

export function memberId(n: number): string {
  return `01a200de-0000-7000-8000-${String(n).padStart(12, '0')}`;
}

/** The account of `Staff Level n` (level n), active, with every action but "enable". */
export function member(n: number, overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: memberId(n),
    email: `level${n}@roda.test`,
    username: null,
    full_name: `Staff Level ${n}`,
    phone: null,
    level: n,
    lender_id: null,
    lender_name: null,
    funding_source_id: null,
    status: 'active',
    last_sign_in_at: '2026-11-21T02:30:00Z',
    created_at: '2026-11-20T03:00:00Z',
    updated_at: '2026-11-20T03:00:00Z',
    version: 1,
    allowed_actions: ['edit', 'change_level', 'disable'],
    ...overrides,
  };
}

/**
 * Answers `GET /api/v1/users` from `rows`, narrowed by `q` (name or e-mail), `level`, `status`
 * and `lender_id`, and `GET /api/v1/lenders`; returns every query received.
 */
export function serveStaff(rows: StaffMember[]): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/lenders', () => envelope([{ ...LENDER, funding_source: null, created_at: '2026-01-01T00:00:00Z' }])),
    http.get('/api/v1/users', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const q = params.get('q')?.toLowerCase() ?? '';
      const items = rows.filter(
        (u) =>
          (!q || u.email.includes(q) || u.full_name.toLowerCase().includes(q)) &&
          (!params.get('level') || String(u.level) === params.get('level')) &&
          (!params.get('status') || u.status === params.get('status')) &&
          (!params.get('lender_id') || u.lender_id === params.get('lender_id')),
      );
      return envelope({ items, next_cursor: null, total: items.length });
    }),
  );
  return queries;
}
