/**
 * Calls of the battery screens (issue 11, the assets contract): the battery list, one battery
 * with its swaps, and registration (with an `Idempotency-Key`). A registration refreshes the
 * batteries (the motorcycle screens read theirs under the same `batteries` key).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CursorPage } from '../../components/list';
import { IDEMPOTENCY_HEADER, api } from '../../lib/api';
import type { BatteryDetail, BatteryInput, BatteryView } from './schemas';

type Params = Record<string, string | number>;

export const BATTERIES_API = '/api/v1/batteries';

export const batteryKeys = {
  all: ['batteries'] as const,
  list: (query: object) => [...batteryKeys.all, 'list', query] as const,
  detail: (id: string) => [...batteryKeys.all, 'detail', id] as const,
};

export function fetchBatteries(params: Params, signal?: AbortSignal): Promise<CursorPage<BatteryView>> {
  return api.get<CursorPage<BatteryView>>(BATTERIES_API, { params, signal });
}

export function useBattery(id: string | undefined) {
  return useQuery({
    queryKey: batteryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<BatteryDetail>(`${BATTERIES_API}/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

/** Registers a battery; returns it with the server's confirmation. */
export async function createBattery(input: BatteryInput, idempotencyKey: string): Promise<{ battery: BatteryView; message: string }> {
  const envelope = await api.request<BatteryView>({
    method: 'post',
    url: BATTERIES_API,
    data: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return { battery: envelope.data, message: envelope.msg };
}

/** A mutation that refreshes the batteries once it settles. */
export function useBatteryMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: batteryKeys.all }) });
}
