/**
 * The dialogs of the active borrower and repayment screens, each loaded when first opened (form,
 * date picker and upload code stays out of the lists' first load) and mounted only while open —
 * so every opening of the payment dialog is a new dialog with its own `Idempotency-Key`.
 */
import { Suspense, lazy, type ComponentProps, type ComponentType } from 'react';

/** A dialog loaded when first opened and mounted only while open. */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function Dialog(props: P & { open: boolean }) {
    const { open, ...rest } = props;
    if (!open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...(rest as unknown as P)} />
      </Suspense>
    );
  };
}

export const RecordPaymentDialog = lazyDialog(() => import('./RecordPaymentModal').then((m) => m.RecordPaymentModal));
export const HoldBillingDialog = lazyDialog(() => import('./HoldBillingModal').then((m) => m.HoldBillingModal));
export const DeactivateDialog = lazyDialog(() => import('./DeactivateModal').then((m) => m.DeactivateModal));
export const PayoffDialog = lazyDialog(() => import('./PayoffModal').then((m) => m.PayoffModal));
export const DealerDialog = lazyDialog(() => import('./DealerModal').then((m) => m.DealerModal));

export type RecordPaymentProps = ComponentProps<typeof RecordPaymentDialog>;
