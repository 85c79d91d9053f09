/**
 * The staff accounts of `/app/user-management` (spec §2, issue 12), built from the list kit:
 * search (name or e-mail), level, status and lender filters kept in the URL; each account's name
 * and e-mail, level, lender, status, last sign-in and creation (Jakarta time); the actions its
 * `allowed_actions` hold; and "Invite staff". The page heading is the area's (it sits above the
 * tabs), so the list has none of its own.
 */
import { useState } from 'react';
import { Button, Typography, type TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FilterBar, ListPage, namedOptions, useCursorList, useUrlFilters, type FilterField, type FilterKey } from '../../../components/list';
import { useLenders } from '../../../entities/reference/api';
import { fetchStaff, staffKeys } from '../../../entities/staff/api';
import { STAFF_STATUSES, type StaffMember } from '../../../entities/staff/types';
import { formatDateTime } from '../../../lib/format';
import { userFilters as spec } from '../query';
import { EditUserModal, type Editing } from './EditUserModal';
import { LevelText, useLevelOptions } from './fields';
import { InviteUserModal } from './InviteUserModal';
import { UserActions } from './UserActions';
import { UserStatusTag } from './UserStatusTag';

/** A time on one line, or a grey dash. */
function Time({ at }: { at: string | null }) {
  return at ? <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span> : <Typography.Text type="secondary">—</Typography.Text>;
}

export function UserListPage() {
  const { t } = useTranslation('users');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: staffKeys.list(spec.query(filters)),
    fetchPage: (cursor, signal) => fetchStaff(spec.query(filters, cursor), signal),
  });
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const levels = useLevelOptions();
  const lenders = useLenders();
  const filterFields: FilterField<FilterKey<typeof spec>>[] = [
    {
      kind: 'select',
      key: 'level',
      label: t('filters.level'),
      options: levels.map((level) => ({ value: String(level.value), label: level.label })),
      searchable: true,
      testId: 'filter-level',
    },
    {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: STAFF_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      width: 130,
      popupWidth: 'select',
      testId: 'filter-status',
    },
    { kind: 'select', key: 'lender_id', label: t('filters.lender'), ...namedOptions(lenders), searchable: true, width: 160, testId: 'filter-lender' },
  ];

  const columns: TableColumnsType<StaffMember> = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, user) => (
        <>
          <Typography.Text strong>{user.full_name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{user.email}</Typography.Text>
          {user.username && <Typography.Text type="secondary"> · {user.username}</Typography.Text>}
        </>
      ),
    },
    { key: 'level', title: t('columns.level'), render: (_, user) => <LevelText level={user.level} /> },
    {
      key: 'lender',
      title: t('columns.lender'),
      render: (_, user) => user.lender_name ?? <Typography.Text type="secondary">{t('in_house')}</Typography.Text>,
    },
    { key: 'status', title: t('columns.status'), render: (_, user) => <UserStatusTag status={user.status} /> },
    { key: 'last_sign_in', title: t('columns.last_sign_in'), render: (_, user) => <Time at={user.last_sign_in_at ?? null} /> },
    { key: 'created', title: t('columns.created'), render: (_, user) => <Time at={user.created_at} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, user) => <UserActions user={user} onEdit={setEditing} />,
    },
  ];

  return (
    <>
      <ListPage<StaffMember>
        actions={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)} data-testid="invite-user">
            {t('actions.invite')}
          </Button>
        }
        list={list}
        columns={columns}
        rowKey="id"
        tableTestId="users-table"
        scrollX={1000}
        search={{
          value: filters.q,
          onChange: (q) => update({ q }),
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          testId: 'user-search',
        }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('empty')}
        totalText={(count) => t('total', { count })}
      />
      <InviteUserModal open={inviting} onClose={() => setInviting(false)} />
      <EditUserModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
