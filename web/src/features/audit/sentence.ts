/**
 * An audit row as a sentence in the reader's language (issue 45 item 2): a loan's rows read as
 * its story (`entities/loan/story`, with the loan ID and the document), other rows by their own
 * sentence (`audit:sentence.<action with . and - as _>`), a download as one, and any other as a
 * generic sentence naming the record type — never as the action's code.
 */
import { useTranslation } from 'react-i18next';
import { eventKey, useLoanStory } from '../../entities/loan/story';
import { humanize } from '../../lib/humanize';
import type { AccessEntry, AuditEntry } from './api';

/** A record type's name ("Loan"), or a readable form of its code. */
export function useEntityName(): (entity: string) => string {
  const { t } = useTranslation('audit');
  return (entity) => t(`entities.${entity}`, { defaultValue: humanize(entity) });
}

/** The sentence and the details (statuses moved, facts recorded) of an audit row. */
export function useAuditSentence() {
  const { t, i18n } = useTranslation('audit');
  const story = useLoanStory();
  const entityName = useEntityName();
  return (row: AuditEntry): { sentence: string; details: string[] } => {
    const event = { ...row, actor: row.actor_name, from: row.before, to: row.after };
    if (row.entity === 'loan') return { sentence: story.sentence(event, row.loan_code ?? '—'), details: story.details(event) };
    const values = { actor: story.actorOf(event), entity: entityName(row.entity) };
    const own = `sentence.${eventKey(row.action)}`;
    const key = i18n.exists(`audit:${own}`) ? own : row.entity === 'download' ? 'sentence.download' : 'sentence.generic';
    return { sentence: t(key, values), details: [] };
  };
}

/** A read of a borrower's data as a sentence: who opened what of which loan. */
export function useAccessSentence() {
  const { t, i18n } = useTranslation('audit');
  const story = useLoanStory();
  return (row: AccessEntry): string => {
    const values = {
      actor: row.actor_name ?? t('loan:story.actor.staff'),
      loan: row.loan_code ?? '—',
      document: story.documentOf(row.document),
    };
    const key = `access.sentence.${row.action}`;
    return t(i18n.exists(`audit:${key}`) ? key : 'access.sentence.generic', values);
  };
}
