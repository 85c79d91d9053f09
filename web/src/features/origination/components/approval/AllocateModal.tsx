import { AllocateModal as LenderAllocateModal } from '../../../../entities/lender/AllocateModal';

interface Props {
  /** The loans to allocate; the modal is open while it is set. */
  loanIds: string[] | null;
  onClose: () => void;
  /** Called with the allocated loans. */
  onDone?: (loanIds: string[]) => void;
}

/**
 * Allocates one loan or the selected ones to a lender (`GET /api/v1/lenders` to choose from) and
 * one of its funding sources, all or nothing: the lender screen's dialog with the lender to choose
 * (issue 14; the same rules, the same "Loan allocated to {lender}" confirmation). Level 21 may
 * override a funding source's limit or dates with a reason.
 */
export function AllocateModal(props: Props) {
  return <LenderAllocateModal {...props} />;
}
