/**
 * Calls of the audit trail (issue 12, level 21): the audit log of every change, a borrower's data
 * access log, and the borrower data export. The paths are also the downloads' (`format=xlsx`,
 * the zip).
 */
import type { CursorPage } from '../../components/list';
import { api } from '../../lib/api';
import type { components } from '../../lib/api/schema';

type Schemas = components['schemas'];

/** The entities the audit log names (`entity=`); others may appear and show as they are. */
export const AUDIT_ENTITIES = ['loan', 'borrower', 'user', 'lender', 'funding_source', 'file', 'payment', 'import', 'report'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One change: who (null: the system or an anonymous flow such as an activation), when, what,
 * and the record before and after. */
export type AuditEntry = Omit<Schemas['AuditEntry'], 'before' | 'after'> & {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** What a staff member did with a borrower's data. */
export type AccessAction = Schemas['AccessAction'];

/** One read of a borrower's personal data. */
export type AccessEntry = Schemas['AccessEntry'];

export const AUDIT_LOG_PATH = '/api/v1/audit-log';

function borrowerPath(borrowerId: string): string {
  return `/api/v1/borrowers/${encodeURIComponent(borrowerId)}`;
}

/** `GET …/access-log`: who read a borrower's data. */
export function accessLogPath(borrowerId: string): string {
  return `${borrowerPath(borrowerId)}/access-log`;
}

/** `GET …/data-export`: everything held about a borrower, as a zip (itself logged). */
export function dataExportPath(borrowerId: string): string {
  return `${borrowerPath(borrowerId)}/data-export`;
}

/** Query keys; everything of the audit trail sits under `audit`. */
export const auditKeys = {
  all: ['audit'] as const,
  log: (query: object) => [...auditKeys.all, 'log', query] as const,
  access: (borrowerId: string) => [...auditKeys.all, 'access', borrowerId] as const,
};

/** One page of the audit log, newest first. */
export function fetchAuditLog(params: Record<string, string | number>, signal?: AbortSignal): Promise<CursorPage<AuditEntry>> {
  return api.get<CursorPage<AuditEntry>>(AUDIT_LOG_PATH, { params, signal });
}

/** One page of a borrower's access log, newest first. */
export function fetchAccessLog(borrowerId: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<CursorPage<AccessEntry>> {
  return api.get<CursorPage<AccessEntry>>(accessLogPath(borrowerId), { params, signal });
}
