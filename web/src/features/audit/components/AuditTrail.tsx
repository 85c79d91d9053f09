/**
 * The audit trail (issue 12, level 21): every change, newest first — when, who (the staff
 * member, "Daily job" or "System"), what happened as a sentence (issue 45 item 2: the loan ID,
 * the document and the person, never a code) and the record changed; a row opens to show what
 * changed, before and after. Filters: actor, entity, entity id, action and a date range (Jakarta
 * dates); "Download (xlsx)" saves the same rows. Where the filters are kept (the page URL, or the
 * component's own state) is the caller's choice, and a caller may fix some of them (a loan's own
 * trail), which then have no control.
 */
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/ExportButton';
import { FilterBar, ListPage, useCursorList, type FilterField } from '../../../components/list';
import { dateRangeField } from '../../../components/list/DateRangeFilter';
import { StaffSelect } from '../../../entities/staff/StaffSelect';
import { useLoanStory } from '../../../entities/loan/story';
import { formatDateTime } from '../../../lib/format';
import { AUDIT_ENTITIES, AUDIT_LOG_PATH, auditKeys, fetchAuditLog, type AuditEntry } from '../api';
import { auditFilters as spec, type AuditFilterKey, type AuditFilters } from '../query';
import { useAuditSentence, useEntityName } from '../sentence';
import { ChangeDiff } from './ChangeDiff';

export interface AuditTrailProps {
  filters: AuditFilters;
  onChange: (change: Partial<AuditFilters>) => void;
  /** Filters the caller sets for good (`entity`, `entity_id` of one loan): always sent, no control. */
  fixed?: Partial<Record<AuditFilterKey, string>>;
}

export function AuditTrail({ filters, onChange, fixed = {} }: AuditTrailProps) {
  const { t } = useTranslation('audit');
  const entityName = useEntityName();
  const describe = useAuditSentence();
  const story = useLoanStory();
  const query = (cursor?: string, limit?: number | null) => ({ ...spec.query(filters, cursor, limit), ...fixed });
  const list = useCursorList({
    queryKey: auditKeys.log(query()),
    fetchPage: (cursor, signal) => fetchAuditLog(query(cursor), signal),
  });
  const everyFilter: FilterField<AuditFilterKey>[] = [
    {
      kind: 'custom',
      key: 'actor_id',
      render: (value, change) => <StaffSelect value={value} onChange={change} label={t('filters.actor')} testId="audit-actor" />,
    },
    {
      kind: 'select',
      key: 'entity',
      label: t('filters.entity'),
      options: AUDIT_ENTITIES.map((e) => ({ value: e, label: entityName(e) })),
      testId: 'audit-entity',
    },
    { kind: 'search', key: 'entity_id', label: t('filters.entity_id'), width: 200, testId: 'audit-entity-id' },
    dateRangeField({ keys: ['from', 'to'], label: t('filters.dates'), placeholder: [t('filters.from'), t('filters.to')], testId: 'audit-dates' }),
  ];
  // A filter the caller fixed has no control (the dates are never fixed).
  const filterFields = everyFilter.filter((field) => field.kind === 'dateRange' || !fixed[field.key]);

  const columns: TableColumnsType<AuditEntry> = [
    { key: 'at', title: t('columns.at'), render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</span> },
    {
      key: 'actor',
      title: t('columns.actor'),
      render: (_, row) =>
        row.actor_name ?? <Typography.Text type="secondary">{story.actorOf({ actor: null, actor_kind: row.actor_kind })}</Typography.Text>,
    },
    {
      key: 'action',
      title: t('columns.what'),
      render: (_, row) => {
        const { sentence, details } = describe(row);
        return (
          <div data-testid="audit-sentence" data-action={row.action}>
            {sentence}
            {details.length > 0 && (
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {details.join(' · ')}
                </Typography.Text>
              </div>
            )}
          </div>
        );
      },
    },
    {
      key: 'entity',
      title: t('columns.entity'),
      render: (_, row) => {
        // A loan is named by its loan ID; other records keep their id (the filter's value).
        const id = row.loan_code ?? row.entity_id;
        return (
          <>
            {entityName(row.entity)}
            <br />
            <Typography.Text type="secondary" copyable={{ text: id }} style={{ fontSize: 12 }}>
              {id}
            </Typography.Text>
          </>
        );
      },
    },
  ];

  return (
    <ListPage<AuditEntry>
      actions={
        <ExportButton
          path={AUDIT_LOG_PATH}
          params={query(undefined, null)}
          filename="audit-log.xlsx"
          label={t('download')}
          testId="audit-download"
        />
      }
      list={list}
      columns={columns}
      rowKey="id"
      tableTestId="audit-table"
      search={{
        value: filters.action ?? '',
        onChange: (action) => onChange({ action: action || undefined }),
        label: t('filters.action'),
        placeholder: t('filters.action_placeholder'),
        testId: 'audit-action',
        width: 200,
      }}
      filters={<FilterBar fields={filterFields} values={filters} onChange={onChange} />}
      filtered={spec.isFiltered(filters)}
      onClearFilters={() => onChange(spec.cleared)}
      expandable={{
        expandedRowRender: (row) => <ChangeDiff entity={row.entity} before={row.before} after={row.after} document={row.document} />,
        rowExpandable: (row) => Boolean(row.before || row.after),
      }}
      emptyText={t('empty')}
      totalText={(count) => t('total', { count })}
    />
  );
}
