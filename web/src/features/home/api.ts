/** Home dashboard data (`GET /api/v1/home/summary`, area "home"). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The loan pipeline stages, in pipeline order (DESIGN §5). */
export const STAGES = ['lead', 'application', 'approval', 'kyc', 'contract', 'active'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * The list each stage's count is the count of: the application list filtered as the count is
 * made (leads: open drafts; applications: unverified), the other stages' own screens.
 */
export function stagePath(stage: Stage): string {
  switch (stage) {
    case 'lead':
      return '/app/borrower/application?status=draft';
    case 'application':
      return '/app/borrower/application?status=unverified';
    default:
      return `/app/borrower/${stage}`;
  }
}

export interface HomeSummary {
  stages: { stage: Stage; count: number }[];
}

/** Reads the pipeline counts. */
export function fetchHomeSummary(signal?: AbortSignal): Promise<HomeSummary> {
  return api.get<HomeSummary>('/api/v1/home/summary', { signal });
}

/** The pipeline counts as a query (cached per spec §9). */
export function useHomeSummary() {
  return useQuery({ queryKey: ['home', 'summary'], queryFn: ({ signal }) => fetchHomeSummary(signal) });
}
