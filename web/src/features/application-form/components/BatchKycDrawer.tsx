import { useMemo, useState } from 'react';
import { Alert, Button, DatePicker, Drawer, Flex, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { forgetApplicationLists } from '../../../entities/loan-application/api';
import type { ApplicationRow, KycMethod } from '../../../entities/loan-application/types';
import { ApiError } from '../../../lib/api';
import { toastSuccess } from '../../../lib/notify';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { validationText } from '../../../lib/zodRule';
import { scheduleKyc, useSchedulable, type ScheduleRow } from '../api';
import { formatDateTime } from '../../../lib/format';
import { KYC_METHODS, scheduleTimeSchema, wallTimeToJakarta } from '../schemas';
import { defaultScheduleTime, disabledPastDate, SCHEDULE_FORMAT } from './schedule';

interface RowPlan {
  at?: Dayjs | null;
  method?: KycMethod;
  errors?: { scheduled_at?: string; method?: string };
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called with the loan IDs scheduled. */
  onScheduled: (loanIds: string[]) => void;
}

const timeSchema = scheduleTimeSchema();

/** How long the search box rests before the server is asked. */
const SETTLE_MS = 300;

/**
 * Batch KYC scheduling (spec §2): select borrowers of draft and unverified applications, choose a
 * date, time and method for each (or one for all, then edit per row), and schedule them all at
 * once — all or nothing; the server names a refused row `schedules.N.…`.
 */
export function BatchKycDrawer({ open, onClose, onScheduled }: Props) {
  const { t } = useTranslation('applicationForm');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SETTLE_MS);
  const rows = useSchedulable(q, open);
  const [selected, setSelected] = useState<string[]>([]);
  const [plans, setPlans] = useState<Record<string, RowPlan>>({});
  const [allAt, setAllAt] = useState<Dayjs | null>(defaultScheduleTime);
  const [allMethod, setAllMethod] = useState<KycMethod>('video_call');
  const [failure, setFailure] = useState<string | null>(null);

  // Rows picked under another search stay selected: remember them (adjusted while rendering,
  // as React advises for state that follows other data).
  const [known, setKnown] = useState<Record<string, ApplicationRow>>({});
  const [remembered, setRemembered] = useState<ApplicationRow[]>();
  if (rows.data && rows.data !== remembered) {
    setRemembered(rows.data);
    setKnown((k) => ({ ...k, ...Object.fromEntries(rows.data.map((r) => [r.loan_id, r])) }));
  }

  function plan(loanId: string): RowPlan {
    return plans[loanId] ?? {};
  }

  function update(loanId: string, change: Partial<RowPlan>) {
    setPlans((p) => ({ ...p, [loanId]: { ...p[loanId], ...change, errors: undefined } }));
  }

  function select(keys: string[]) {
    setSelected(keys);
    // A newly selected row starts with the "for all" choice.
    setPlans((p) => {
      const next = { ...p };
      for (const k of keys) next[k] ??= { at: allAt, method: allMethod };
      return next;
    });
  }

  function applyToAll() {
    setPlans((p) => {
      const next = { ...p };
      for (const k of selected) next[k] = { at: allAt, method: allMethod };
      return next;
    });
  }

  /** Checks every selected row; returns the body or null (errors shown per row). */
  function check(): ScheduleRow[] | null {
    let ok = true;
    const next = { ...plans };
    const body = selected.map((loanId) => {
      const p = plan(loanId);
      const errors: RowPlan['errors'] = {};
      const time = timeSchema.safeParse(p.at ?? undefined);
      if (!time.success) errors.scheduled_at = validationText(time.error.issues[0].message);
      if (!p.method) errors.method = validationText('kyc_method_required');
      if (errors.scheduled_at || errors.method) ok = false;
      next[loanId] = { ...p, errors };
      return { loan_id: loanId, scheduled_at: p.at ? wallTimeToJakarta(p.at) : '', method: p.method as KycMethod, note: null };
    });
    setPlans(next);
    return ok ? body : null;
  }

  const submit = useMutation({
    mutationFn: scheduleKyc,
    onMutate: () => setFailure(null),
    onSuccess: (envelope) => {
      toastSuccess(t('batch.done', { count: envelope.data.loan_ids.length }), envelope.msg);
      forgetApplicationLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['application-form', 'schedulable'] });
      const ids = envelope.data.loan_ids;
      setSelected([]);
      setPlans({});
      onScheduled(ids);
    },
    onError: (error, body) => {
      if (!(error instanceof ApiError)) return;
      const next = { ...plans };
      let placed = false;
      for (const e of error.fieldErrors) {
        const m = /^schedules\.(\d+)\.(scheduled_at|method)$/.exec(e.field);
        const row = m ? body[Number(m[1])] : undefined;
        if (!m || !row) continue;
        const p = next[row.loan_id] ?? {};
        next[row.loan_id] = { ...p, errors: { ...p.errors, [m[2]]: e.message } };
        placed = true;
      }
      setPlans(next);
      if (!placed) setFailure(error.message);
    },
  });

  const data = useMemo(() => {
    const listed = rows.data ?? [];
    const extra = selected.filter((id) => !listed.some((r) => r.loan_id === id)).map((id) => known[id]).filter(Boolean);
    return [...extra, ...listed];
  }, [rows.data, selected, known]);

  const methodOptions = KYC_METHODS.map((m) => ({ value: m, label: t(`options.kyc_method.${m}`) }));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('batch.title')}
      size="min(1040px, 100vw)"
      destroyOnHidden
      extra={
        <Button
          type="primary"
          disabled={selected.length === 0}
          loading={submit.isPending}
          onClick={() => {
            const body = check();
            if (body) submit.mutate(body);
          }}
        >
          {t('batch.submit', { count: selected.length })}
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('batch.search')}
          aria-label={t('batch.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Flex gap="small" wrap align="center">
          <Typography.Text>{t('batch.for_all')}</Typography.Text>
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format={SCHEDULE_FORMAT}
            disabledDate={disabledPastDate}
            value={allAt}
            onChange={setAllAt}
            aria-label={t('fields.scheduled_at')}
          />
          <Select value={allMethod} onChange={setAllMethod} options={methodOptions} style={{ minWidth: 140 }} aria-label={t('fields.kyc_method')} />
          <Button onClick={applyToAll} disabled={selected.length === 0}>
            {t('batch.apply_all')}
          </Button>
        </Flex>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        {rows.isError && <Alert type="error" showIcon title={rows.error.message} />}
        <Table<ApplicationRow>
          rowKey="loan_id"
          size="small"
          loading={rows.isFetching}
          dataSource={data}
          pagination={false}
          scroll={{ y: 480 }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => select(keys as string[]) }}
          columns={[
            { title: t('batch.loan_id'), dataIndex: 'loan_id', width: 130 },
            {
              title: t('batch.borrower'),
              dataIndex: 'full_name',
              ellipsis: true,
              render: (name: string, row) => (
                <Space orientation="vertical" size={0} style={{ maxWidth: '100%' }}>
                  <Typography.Text ellipsis>{name}</Typography.Text>
                  <Typography.Text type="secondary" ellipsis>
                    {row.email}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: t('batch.status'),
              dataIndex: 'display_status',
              width: 140,
              render: (s: string, row) => (
                <Space orientation="vertical" size={0}>
                  <Tag>{t(`status.${s}`)}</Tag>
                  {row.kyc_scheduled_at && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('batch.scheduled', { at: formatDateTime(row.kyc_scheduled_at) })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: t('fields.scheduled_at'),
              key: 'at',
              width: 220,
              render: (_, row) => {
                if (!selected.includes(row.loan_id)) return null;
                const p = plan(row.loan_id);
                return (
                  <Space orientation="vertical" size={0}>
                    <DatePicker
                      showTime={{ format: 'HH:mm', minuteStep: 5 }}
                      format={SCHEDULE_FORMAT}
                      disabledDate={disabledPastDate}
                      value={p.at ?? null}
                      status={p.errors?.scheduled_at ? 'error' : undefined}
                      onChange={(at) => update(row.loan_id, { at })}
                      aria-label={`${t('fields.scheduled_at')} ${row.loan_id}`}
                    />
                    {p.errors?.scheduled_at && <Typography.Text type="danger">{p.errors.scheduled_at}</Typography.Text>}
                  </Space>
                );
              },
            },
            {
              title: t('fields.kyc_method'),
              key: 'method',
              width: 170,
              render: (_, row) => {
                if (!selected.includes(row.loan_id)) return null;
                const p = plan(row.loan_id);
                return (
                  <Space orientation="vertical" size={0}>
                    <Select
                      value={p.method}
                      options={methodOptions}
                      style={{ width: 150 }}
                      status={p.errors?.method ? 'error' : undefined}
                      onChange={(method) => update(row.loan_id, { method })}
                      aria-label={`${t('fields.kyc_method')} ${row.loan_id}`}
                    />
                    {p.errors?.method && <Typography.Text type="danger">{p.errors.method}</Typography.Text>}
                  </Space>
                );
              },
            },
          ]}
        />
      </Space>
    </Drawer>
  );
}
