import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Text } from '../../components/Texts';
import { useOptionalSession } from '../session/ClientRecord';
import { loanDetailPath } from './paths';

/**
 * A loan ID (`LN-0000042`) in a list or a detail: a link to the borrower detail's loan tab for
 * staff whose /me `areas` open it, plain text otherwise (`data-testid` `loan-link` / `loan-id`),
 * a dash when there is no loan (a journal line of no loan, a message to a prospect). Before the
 * session is read (a first load's view, src/app/FirstView.tsx) it draws the link: the view is
 * inert, and the screen that replaces it draws what the session allows.
 */
export function LoanLink({ loanId, style }: { loanId: string | null | undefined; style?: CSSProperties }) {
  const session = useOptionalSession();
  if (!loanId) return <Text type="secondary">—</Text>;
  return (session?.me.areas.includes('borrower/detail') ?? true) ? (
    <Link to={loanDetailPath(loanId)} style={style} data-testid="loan-link">
      {loanId}
    </Link>
  ) : (
    <span style={style} data-testid="loan-id">
      {loanId}
    </span>
  );
}
