/**
 * `/app/user-management` (spec §2), first step: the staff accounts, read-only, with search (name
 * or e-mail) and sort — built from the list kit. Inviting and editing accounts come later.
 */
import { useMemo } from 'react';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ListPage,
  searchAndSortFromUrl,
  searchAndSortToUrl,
  useCursorList,
  useUrlFilters,
} from '../../../components/list';
import { useLenders } from '../../../entities/reference/api';
import { formatDateTime } from '../../../lib/format';
import { fetchUsers, userKeys, userListQuery, type UserRow, type UserStatus } from '../api';

const STATUS_COLOURS: Record<UserStatus, string> = { pending: 'gold', active: 'green', disabled: 'default' };

export function UserListPage() {
  const { t } = useTranslation('users');
  const [filters, update] = useUrlFilters(searchAndSortFromUrl, searchAndSortToUrl);
  const list = useCursorList({
    queryKey: userKeys.list(userListQuery(filters)),
    fetchPage: (cursor, signal) => fetchUsers(userListQuery(filters, cursor), signal),
  });
  const lenders = useLenders();
  const lenderNames = useMemo(() => new Map((lenders.data ?? []).map((l) => [l.id, l.name])), [lenders.data]);
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  const columns: TableColumnsType<UserRow> = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, user) => (
        <>
          <Typography.Text strong>{user.full_name}</Typography.Text>
          {user.username && (
            <>
              <br />
              <Typography.Text type="secondary">{user.username}</Typography.Text>
            </>
          )}
        </>
      ),
    },
    { key: 'email', title: t('columns.email'), render: (_, user) => user.email },
    { key: 'level', title: t('columns.level'), render: (_, user) => t('common:level', { level: user.level }) },
    {
      key: 'lender',
      title: t('columns.lender'),
      render: (_, user) => (user.lender_id ? (lenderNames.get(user.lender_id) ?? none) : none),
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, user) => (
        <Tag color={STATUS_COLOURS[user.status]} data-testid="user-status">
          {t(`status.${user.status}`)}
        </Tag>
      ),
    },
    {
      key: 'created',
      title: t('columns.created'),
      render: (_, user) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(user.created_at)}</span>,
    },
  ];

  return (
    <ListPage<UserRow>
      title={t('nav:user-management')}
      list={list}
      columns={columns}
      rowKey="id"
      tableTestId="users-table"
      scrollX={800}
      search={{
        value: filters.q,
        onChange: (q) => update({ q }),
        label: t('search.label'),
        placeholder: t('search.placeholder'),
        testId: 'user-search',
      }}
      sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
      filtered={Boolean(filters.q.trim())}
      onClearFilters={() => update({ q: '' })}
      emptyText={t('empty')}
      totalText={(count) => t('total', { count })}
    />
  );
}
