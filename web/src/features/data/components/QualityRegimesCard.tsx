/**
 * Level 21's editor of the loan-quality regimes (issue 41 item 6, DESIGN §5), under the portfolio
 * report: each regime's buckets (code, first day past due, non performing), replaced as a whole by
 * `PUT /api/v1/quality-regimes/{code}`. The server checks them (first at 0 days, strictly
 * increasing, codes `[a-z0-9_]`) and says what is wrong in the caller's language; loans move to
 * the new buckets at the next daily run, the NPL/NPF ratio at once.
 */
import { Button, Card, Flex, Input, Segmented, Switch, Table } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WholeNumberInput } from '../../../components/NumberInputs';
import { QUALITY_REGIMES, type QualityRegime } from '../../../entities/lender/types';
import { api } from '../../../lib/api';
import { notifyActionError } from '../../../lib/actionErrors';
import { toastSuccess } from '../../../lib/notify';
import { reportKeys } from '../api';

/** One bucket of a regime: its code, the days past due it starts at, whether it is non performing. */
export interface RegimeBucket {
  code: string;
  min_dpd: number;
  non_performing: boolean;
}

/** A regime of `GET /api/v1/quality-regimes`. */
export interface QualityRegimeView {
  code: QualityRegime;
  buckets: RegimeBucket[];
}

const regimesKey = ['quality-regimes'] as const;

export function QualityRegimesCard() {
  const { t } = useTranslation('data');
  const [regime, setRegime] = useState<QualityRegime>('multifinance');
  const regimes = useQuery({
    queryKey: regimesKey,
    queryFn: ({ signal }) => api.get<QualityRegimeView[]>('/api/v1/quality-regimes', { signal }),
  });
  const stored = regimes.data?.find((r) => r.code === regime)?.buckets ?? [];

  return (
    <Card title={t('regimes.title')} data-testid="quality-regimes" loading={regimes.isPending}>
      <Flex vertical gap={12}>
        <Segmented<QualityRegime>
          value={regime}
          onChange={setRegime}
          options={QUALITY_REGIMES.map((r) => ({ value: r, label: t(`lender:quality_regime.${r}`) }))}
        />
        {/* A fresh editor for each regime and each stored version of it. */}
        <RegimeEditor key={`${regime}:${JSON.stringify(stored)}`} regime={regime} stored={stored} />
      </Flex>
    </Card>
  );
}

/** The buckets of one regime as an editable table, saved as a whole. */
function RegimeEditor({ regime, stored }: { regime: QualityRegime; stored: RegimeBucket[] }) {
  const { t } = useTranslation('data');
  const client = useQueryClient();
  const [rows, setRows] = useState<RegimeBucket[]>(stored);
  const save = useMutation({
    mutationFn: (buckets: RegimeBucket[]) =>
      api.request<QualityRegimeView>({ method: 'put', url: `/api/v1/quality-regimes/${regime}`, data: { buckets } }),
    onSuccess: async (envelope) => {
      toastSuccess(envelope.msg);
      await client.invalidateQueries({ queryKey: regimesKey });
      await client.invalidateQueries({ queryKey: reportKeys.all });
    },
    onError: (error) => notifyActionError(error),
  });
  const change = (index: number, patch: Partial<RegimeBucket>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Flex vertical gap={12}>
      <Table<RegimeBucket>
        size="small"
        pagination={false}
        rowKey={(_, index) => String(index)}
        dataSource={rows}
        columns={[
          {
            title: t('regimes.code'),
            render: (_, row, i) => (
              <Input aria-label={t('regimes.code')} value={row.code} onChange={(e) => change(i, { code: e.target.value })} />
            ),
          },
          {
            title: t('regimes.min_dpd'),
            render: (_, row, i) => (
              <WholeNumberInput
                aria-label={t('regimes.min_dpd')}
                value={row.min_dpd}
                onChange={(v) => change(i, { min_dpd: v ?? 0 })}
              />
            ),
          },
          {
            title: t('regimes.non_performing'),
            render: (_, row, i) => (
              <Switch
                aria-label={t('regimes.non_performing')}
                checked={row.non_performing}
                onChange={(v) => change(i, { non_performing: v })}
              />
            ),
          },
          {
            title: '',
            render: (_, _row, i) => (
              <Button type="link" danger onClick={() => setRows((all) => all.filter((__, k) => k !== i))}>
                {t('regimes.remove')}
              </Button>
            ),
          },
        ]}
      />
      <Flex gap={8}>
        <Button
          onClick={() => {
            const last = rows.at(-1)?.min_dpd ?? -1;
            setRows((all) => [...all, { code: '', min_dpd: last + 1, non_performing: false }]);
          }}
        >
          {t('regimes.add')}
        </Button>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate(rows)} data-testid="save-regime">
          {t('regimes.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
