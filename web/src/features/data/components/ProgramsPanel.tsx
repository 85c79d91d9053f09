/**
 * The programs tab of the data area (issue 41 item 7): every program with its terms, flat and
 * effective rate, retired ones marked. Level 21 creates, edits, retires and reactivates them
 * (the server refuses anyone else); a retired program takes no new applications and the loans
 * made under it keep their terms.
 */
import { Button, Flex, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../entities/session/ClientRecord';
import { ADMIN_LEVEL } from '../../../entities/session/session';
import { notifyActionError } from '../../../lib/actionErrors';
import { formatPercent, formatRupiah } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { fetchProgram, inputOf, updateProgram, useProgramList, useProgramMutation, type ProgramRow } from '../programs';
import { ProgramFormModal } from './ProgramFormModal';

export function ProgramsPanel() {
  const { t } = useTranslation('data');
  const { level } = useSession();
  const canEdit = level === ADMIN_LEVEL;
  const list = useProgramList();
  const [editing, setEditing] = useState<ProgramRow | 'new' | null>(null);
  const toggle = useProgramMutation(async (row: ProgramRow) => {
    // The list's names are in the caller's language; write back the stored ones.
    const stored = await fetchProgram(row.id);
    return updateProgram(row.id, { ...inputOf(stored), active: !stored.active, version: stored.version });
  });

  async function open(row: ProgramRow) {
    try {
      setEditing(await fetchProgram(row.id));
    } catch (error) {
      notifyActionError(error);
    }
  }

  async function flip(row: ProgramRow) {
    try {
      toastSuccess((await toggle.mutateAsync(row)).message);
    } catch (error) {
      notifyActionError(error);
    }
  }

  const bp = (value: number) => formatPercent(value / 100);
  return (
    <Flex vertical gap={16}>
      {canEdit && (
        <Flex justify="end">
          <Button type="primary" onClick={() => setEditing('new')} data-testid="program-new">
            {t('programs.new')}
          </Button>
        </Flex>
      )}
      <Table<ProgramRow>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        data-testid="program-table"
        columns={[
          { key: 'code', title: t('programs.fields.code'), dataIndex: 'code' },
          {
            key: 'name',
            title: t('programs.fields.name'),
            render: (_, row) => (
              <Space>
                {row.name}
                {!row.active && <Tag>{t('programs.retired')}</Tag>}
              </Space>
            ),
          },
          { key: 'kind', title: t('programs.fields.kind'), render: (_, row) => t(`programs.kind.${row.kind}`) },
          {
            key: 'tenor',
            title: t('programs.tenor'),
            render: (_, row) => t(`programs.installments.${row.installment_frequency}`, { count: row.tenure_count }),
          },
          { key: 'down_payment', title: t('programs.fields.down_payment_bp'), align: 'right', render: (_, row) => bp(row.down_payment_bp) },
          { key: 'flat_rate', title: t('programs.flat_rate'), align: 'right', render: (_, row) => bp(row.flat_rate_bp) },
          {
            key: 'effective_rate',
            title: t('programs.effective_rate'),
            align: 'right',
            render: (_, row) => (row.effective_rate_percent == null ? '—' : formatPercent(row.effective_rate_percent)),
          },
          { key: 'admin_fee', title: t('programs.fields.admin_fee'), align: 'right', render: (_, row) => formatRupiah(row.admin_fee) },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_: unknown, row: ProgramRow) => (
                    <Space>
                      <Button size="small" onClick={() => void open(row)}>
                        {t('programs.edit')}
                      </Button>
                      <Button size="small" danger={row.active} loading={toggle.isPending && toggle.variables.id === row.id} onClick={() => void flip(row)}>
                        {row.active ? t('programs.retire') : t('programs.reactivate')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ProgramFormModal program={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
