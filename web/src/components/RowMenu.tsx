import { Dropdown } from 'antd';
import { RowMenuButton } from './RowMenuButton';

/** One entry of a row's menu. */
export interface RowMenuItem {
  key: string;
  label: string;
  danger?: boolean;
  onClick: () => void;
}

/**
 * The menu of a row's actions; the caller lists only the entries the row's `allowed_actions`
 * allow (and a link to the detail), so a row without any shows no menu at all.
 */
export function RowMenu({ loanId, items, loading }: { loanId: string; items: RowMenuItem[]; loading?: boolean }) {
  if (items.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: items.map(({ key, label, danger }) => ({ key, label, danger })),
        onClick: ({ key }) => items.find((item) => item.key === key)?.onClick(),
      }}
    >
      <RowMenuButton loanId={loanId} loading={loading} />
    </Dropdown>
  );
}
