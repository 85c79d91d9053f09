/**
 * Home dashboard data (`GET /api/v1/home/summary`, area "home"): the pipeline counts, and the
 * day's repayments, late loans, units to hand over and asset registers where the caller's level
 * sees them.
 */
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

/** The late loans' days-past-due ranges, in order. */
export const LATE_BUCKETS = ['1_30', '31_60', '61_90', 'over_90'] as const;
export type LateBucket = (typeof LATE_BUCKETS)[number];

/**
 * The OJK quality bucket the late list filters by for each days-past-due range (DESIGN §5:
 * dalam perhatian khusus 1–30, kurang lancar 31–60, diragukan 61–90, macet > 90).
 */
const OJK_BUCKET: Record<LateBucket, string> = {
  '1_30': 'dalam_perhatian_khusus',
  '31_60': 'kurang_lancar',
  '61_90': 'diragukan',
  over_90: 'macet',
};

/** The OJK quality bucket of a days-past-due range (`loan:status.bucket.<code>` names it). */
export function ojkBucket(bucket: LateBucket): string {
  return OJK_BUCKET[bucket];
}

/** The late list narrowed to the loans of one range (its `bucket` filter takes the OJK code). */
export function latePath(bucket: LateBucket): string {
  return `/app/repayment/late?bucket=${OJK_BUCKET[bucket]}`;
}

/** The handover list, where the units waiting for their borrower are. */
export const HANDOVER_PATH = '/app/motorcycle/handover';

/** The asset registers the dashboard counts (`AssetRegister.kind`), in the order shown. */
export const ASSET_KINDS = ['motorcycle', 'battery', 'service_order', 'etle', 'etoll'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** One register's assets now: its total and the statuses that have any. */
export interface AssetRegister {
  kind: AssetKind;
  total: number;
  by_status: { status: string; count: number }[];
}

/**
 * The list each register's card opens: the units of the motorcycle list the level opens (every
 * unit on registration, those in use on active), the battery list, the service orders, the
 * tickets of that kind.
 */
export function assetPath(kind: AssetKind, areas: readonly string[]): string {
  switch (kind) {
    case 'motorcycle':
      return areas.includes('motorcycle/registration') ? '/app/motorcycle/registration' : '/app/motorcycle/active';
    case 'battery':
      return '/app/battery/active';
    case 'service_order':
      return areas.includes('fleet-service/registration') ? '/app/fleet-service/registration' : '/app/fleet-service/detail';
    default:
      return `/app/fleet-service/etle?kind=${kind}`;
  }
}

/** A count of installments or loans and their amount in rupiah. */
export interface CountAmount {
  count: number;
  amount: number;
}

/** The server's `Summary`, its codes typed: each part is null (or, from an older server, absent)
 * when the caller's level may not see its area. */
export interface HomeSummary {
  stages: { stage: Stage; count: number }[];
  /** Installments due today and payments collected today (repayment areas). */
  today?: { due: CountAmount; collected: CountAmount } | null;
  /** Late loans per days-past-due range (repayment areas). */
  late_buckets?: ({ bucket: LateBucket } & CountAmount)[] | null;
  /** Units waiting to be handed over (motorcycle handover or active borrower areas). */
  to_hand_over?: number | null;
  /** The asset registers whose lists the level opens (level 1: motorcycles and batteries). */
  assets?: AssetRegister[] | null;
}

/** Reads the pipeline counts and the day's figures. */
export function fetchHomeSummary(signal?: AbortSignal): Promise<HomeSummary> {
  return api.get<HomeSummary>('/api/v1/home/summary', { signal });
}

/** The home summary as a query (cached per spec §9). */
export function useHomeSummary() {
  return useQuery({ queryKey: ['home', 'summary'], queryFn: ({ signal }) => fetchHomeSummary(signal) });
}
