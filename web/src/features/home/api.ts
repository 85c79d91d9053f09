/** Home dashboard data (`GET /api/v1/home/summary`, area "home"). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The loan pipeline stages, in pipeline order (DESIGN §5). */
export const STAGES = ['lead', 'application', 'approval', 'kyc', 'contract', 'active'] as const;
export type Stage = (typeof STAGES)[number];

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
