/**
 * `/app/borrower/application` (spec §2 "Loan application list"): counts, search, filters, sort,
 * one keyset page of applications with row selection, row actions and batch PIC/partner
 * assignment. Filters live in the URL, so "back" from a detail returns to the same list.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Select, Typography } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageHeading } from '../../../components/PageHeading';
import { useSession } from '../../auth/ClientRecord';
import { usePartners, usePicStaff, usePrograms, useApplications } from '../api';
import {
  FIRST_PAGE,
  SEARCH_DEBOUNCE_MS,
  STATUSES,
  SORTS,
  currentCursor,
  filtersFromSearch,
  filtersKey,
  filtersToSearch,
  isFiltered,
  listQuery,
  nextPage,
  pageIndex,
  pageRange,
  previousPage,
  type CursorStack,
  type ListFilters,
} from '../query';
import type { ApplicationRow } from '../types';
import { useDebouncedValue } from '../useDebouncedValue';
import { ApplicationTable } from './ApplicationTable';
import { AssignModal, type AssignTarget } from './AssignModal';
import { DeleteModal } from './DeleteModal';
import { SummaryCards } from './SummaryCards';

/** Where the new prospect account form lives (built by the application form feature). */
export const NEW_APPLICATION_PATH = '/app/borrower/application/new';

export function ApplicationListPage() {
  const { t } = useTranslation('applications');
  const { me } = useSession();
  const canSeeDetail = me.areas.includes('borrower/detail');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);

  // The pages restart whenever the filters change.
  const key = filtersKey(filters);
  const [pager, setPager] = useState<{ key: string; stack: CursorStack }>({ key, stack: FIRST_PAGE });
  const stack = pager.key === key ? pager.stack : FIRST_PAGE;
  const setStack = (next: CursorStack) => setPager({ key, stack: next });

  const query = listQuery(filters, currentCursor(stack));
  const list = useApplications(query);
  const rows = list.data?.items ?? [];

  const [selected, setSelected] = useState<string[]>([]);
  const [assign, setAssign] = useState<AssignTarget | null>(null);
  const [deleting, setDeleting] = useState<ApplicationRow | null>(null);

  function update(change: Partial<ListFilters>) {
    setSearchParams(filtersToSearch({ ...filters, ...change }), { replace: true });
  }

  // The search box asks the server once typing pauses.
  const [search, setSearch] = useState(filters.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // Only a settled change of the box writes the URL (not a URL change, e.g. "Clear filters").
  const latest = useRef({ q: filters.q, update });
  useEffect(() => {
    latest.current = { q: filters.q, update };
  });
  useEffect(() => {
    if (debounced !== latest.current.q) latest.current.update({ q: debounced });
  }, [debounced]);
  // The URL changed by itself (back/forward): the box follows.
  const settled = useRef(debounced);
  useEffect(() => {
    settled.current = debounced;
  });
  useEffect(() => {
    if (filters.q !== settled.current) setSearch(filters.q);
  }, [filters.q]);

  // A page emptied by deletions falls back to the previous one.
  const emptiedPage = list.isSuccess && !list.isPlaceholderData && rows.length === 0 && stack.length > 1;
  useEffect(() => {
    if (emptiedPage) setPager((p) => ({ ...p, stack: previousPage(p.stack) }));
  }, [emptiedPage]);

  const programs = usePrograms();
  const partners = usePartners();
  const pics = usePicStaff();

  const filtered = isFiltered(filters);
  const total = list.data?.total ?? 0;
  const range = pageRange(stack, rows.length);

  function clearFilters() {
    setSearch('');
    setSearchParams(filtersToSearch({ q: '', sort: filters.sort }), { replace: true });
  }

  return (
    <>
      <Flex justify="space-between" align="start" gap={16} wrap>
        <PageHeading>{t('nav:borrower.application')}</PageHeading>
        <ButtonLink type="primary" icon={<PlusOutlined />} to={NEW_APPLICATION_PATH}>
          {t('create')}
        </ButtonLink>
      </Flex>

      <SummaryCards />

      <Card>
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Input
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            prefix={<SearchOutlined />}
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 260 }}
            data-testid="application-search"
          />
          <Select
            aria-label={t('filters.program')}
            placeholder={t('filters.program')}
            allowClear
            value={filters.program_id}
            onChange={(v?: string) => update({ program_id: v })}
            options={(programs.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            loading={programs.isPending}
            style={{ minWidth: 180 }}
            popupMatchSelectWidth={false}
            data-testid="filter-program"
          />
          <Select
            aria-label={t('filters.partner')}
            placeholder={t('filters.partner')}
            allowClear
            value={filters.partner_id}
            onChange={(v?: string) => update({ partner_id: v })}
            options={(partners.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            loading={partners.isPending}
            style={{ minWidth: 130 }}
            data-testid="filter-partner"
          />
          <Select
            aria-label={t('filters.status')}
            placeholder={t('filters.status')}
            allowClear
            value={filters.status}
            onChange={(v?: ListFilters['status']) => update({ status: v })}
            options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            style={{ minWidth: 150 }}
            data-testid="filter-status"
          />
          <Select
            aria-label={t('filters.pic')}
            placeholder={t('filters.pic')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={filters.pic_id}
            onChange={(v?: string) => update({ pic_id: v })}
            options={(pics.data ?? []).map((p) => ({ value: p.id, label: p.full_name }))}
            loading={pics.isPending}
            style={{ minWidth: 160 }}
            popupMatchSelectWidth={false}
            data-testid="filter-pic"
          />
          <Select
            aria-label={t('filters.sort')}
            value={filters.sort}
            onChange={(v: ListFilters['sort']) => update({ sort: v })}
            options={SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
            style={{ minWidth: 170 }}
            popupMatchSelectWidth={false}
            data-testid="sort"
          />
          {filtered && (
            <Button type="link" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          )}
        </Flex>

        {selected.length > 0 && (
          <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }} data-testid="selection-bar">
            <Typography.Text strong>{t('selection.count', { count: selected.length })}</Typography.Text>
            <Button onClick={() => setAssign({ kind: 'pic', loanIds: selected })}>{t('selection.assign_pic')}</Button>
            <Button onClick={() => setAssign({ kind: 'partner', loanIds: selected })}>
              {t('selection.assign_partner')}
            </Button>
            <Button type="link" onClick={() => setSelected([])}>
              {t('selection.clear')}
            </Button>
          </Flex>
        )}

        {list.isError && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}

        <ApplicationTable
          rows={rows}
          loading={list.isFetching}
          emptyText={filtered ? t('errors:no_matches') : t('empty')}
          selected={selected}
          onSelect={setSelected}
          canSeeDetail={canSeeDetail}
          onAssign={setAssign}
          onDelete={setDeleting}
        />

        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 16 }}>
          <Typography.Text type="secondary" data-testid="list-total">
            {rows.length
              ? t('pagination.range', { from: range.from, to: range.to, total })
              : t('pagination.total', { count: total })}
          </Typography.Text>
          <Flex gap={8}>
            <Button disabled={pageIndex(stack) === 0} onClick={() => setStack(previousPage(stack))}>
              {t('pagination.previous')}
            </Button>
            <Button
              disabled={!list.data?.next_cursor || list.isPlaceholderData}
              onClick={() => setStack(nextPage(stack, list.data?.next_cursor))}
            >
              {t('pagination.next')}
            </Button>
          </Flex>
        </Flex>
      </Card>

      <AssignModal
        target={assign}
        onClose={() => setAssign(null)}
        onDone={(done) => {
          if (done.loanIds.length > 1) setSelected([]);
        }}
      />
      <DeleteModal
        row={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(loanId) => setSelected((s) => s.filter((id) => id !== loanId))}
      />
    </>
  );
}
