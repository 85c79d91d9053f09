/**
 * A loan's story in words (issue 45 item 2): each audit event of a loan (`loan.approve`,
 * `loan_application.step.address`, …) as one sentence in the reader's language that names the
 * person (the staff member, or "Daily job" / "System"), the loan ID and the document, with the
 * statuses it moved and the facts it recorded (lender, reason, amount…) as short details. The
 * sentences live in `loan:story.event.<event with . and - as _>`, one per `LoanEvent` of the
 * API (a unit test reads that list from the OpenAPI document); a name this build has no
 * sentence for reads as a generic sentence, never as its code.
 */
import { useTranslation } from 'react-i18next';
import type { components } from '../../lib/api/schema';
import { formatRupiah } from '../../lib/format';
import { humanize } from '../../lib/humanize';
import { formatJakartaDate } from '../../lib/jakartaTime';

type Schemas = components['schemas'];

/** Every event a loan's audit rows carry (the server's `domain::pipeline::LoanEvent`). */
export type LoanEvent = Schemas['LoanEvent'];
/** Who made a change: a staff member, the daily job or the system. */
export type ActorKind = Schemas['ActorKind'];
/** The document an event was about. */
export type DocumentRef = Schemas['DocumentRef'];

/** The key of an event's sentence under `loan:story.event` (`loan.approve` → `loan_approve`). */
export function eventKey(action: string): string {
  return action.replace(/[.-]/g, '_');
}

/** What one event's sentence is made of. */
export interface StoryEvent {
  action: string;
  /** The staff member's name; null when no staff member made it. */
  actor?: string | null;
  actor_kind: ActorKind;
  document?: DocumentRef | null;
  /** The changed fields before and after, as the audit row holds them. */
  from?: Record<string, unknown> | null;
  to?: Record<string, unknown> | null;
}

/** The status fields a loan's audit row compares, in the order a detail lists them. */
const STATUS_FIELDS = ['lead_status', 'status', 'approval_status', 'kyc_status', 'ol_status', 'payment_status', 'contract_status', 'active_status'];
/** The recorded facts a detail shows (ids are left out: the sentence names what they point to). */
const FACT_FIELDS = ['lender', 'amount', 'due_date', 'reference', 'reason', 'note'];

/** The sentence of an event, its actor's and document's names, and its details. */
export function useLoanStory() {
  const { t, i18n } = useTranslation('loan');
  const has = (key: string) => i18n.exists(`loan:${key}`);

  const actorOf = (e: Pick<StoryEvent, 'actor' | 'actor_kind'>): string => e.actor ?? t(`story.actor.${e.actor_kind}`);

  const documentOf = (doc: DocumentRef | null | undefined): string => {
    if (!doc) return t('story.document');
    const kind = has(`story.document_kind.${doc.kind}`) ? t(`story.document_kind.${doc.kind}`) : t('story.document');
    return doc.name ? t('story.document_named', { kind, name: doc.name }) : kind;
  };

  /** The event as a sentence about the loan `loanId` (`LN-…`). */
  const sentence = (e: StoryEvent, loanId: string): string => {
    const values = { actor: actorOf(e), loan: loanId, document: documentOf(e.document) };
    const key = `story.event.${eventKey(e.action)}`;
    return has(key) ? t(key, values) : t('story.generic', values);
  };

  const fieldName = (key: string) => (has(`story.field.${key}`) ? t(`story.field.${key}`) : humanize(key));
  const statusText = (value: unknown) =>
    typeof value === 'string' ? (has(`value.${value}`) ? t(`value.${value}`) : humanize(value)) : '—';
  const factText = (key: string, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') return null;
    if (key === 'amount' && typeof value === 'number') return formatRupiah(value);
    if (key === 'due_date' && typeof value === 'string') return formatJakartaDate(value);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  };

  /** The statuses the event moved ("Approval: Pending → Approved") and the facts it recorded. */
  const details = (e: StoryEvent): string[] => {
    const from = e.from ?? {};
    const to = e.to ?? {};
    // A status the loan had no value of before (a stage it just entered) shows only where it is now.
    const moved = STATUS_FIELDS.filter((k) => to[k] != null && from[k] !== to[k]).map(
      (k) => `${fieldName(k)}: ${from[k] != null ? `${statusText(from[k])} → ` : ''}${statusText(to[k])}`,
    );
    const facts = FACT_FIELDS.flatMap((k) => {
      const text = factText(k, to[k]);
      return text === null ? [] : [`${fieldName(k)}: ${text}`];
    });
    return [...moved, ...facts];
  };

  return { sentence, actorOf, documentOf, details };
}
