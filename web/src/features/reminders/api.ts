/**
 * Calls of the borrower reminders (issue 43 item 4; the server's reminder rules, message templates
 * and message log): the rules saying when a reminder goes out (days from an installment's due
 * date, a channel, a template), the templates' Indonesian and English texts, and the messages
 * queued and sent. Reads are the late list's; rules and templates are written by the back office
 * only (a funder's staff get 403 `reminders_back_office_only`). Times RFC 3339.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CursorPage } from '../../components/list';
import { api, type Envelope } from '../../lib/api';
import type { components } from '../../lib/api/schema';

type S = components['schemas'];

// ---- Codes ---------------------------------------------------------------------------------

/** How a reminder reaches the borrower. */
export type MessageChannel = S['MessageChannel'];
export const CHANNELS = ['whatsapp', 'sms', 'email'] as const satisfies readonly MessageChannel[];

/** Where a message stands: queued until a provider took it (sent), delivered, or failed. */
export type MessageStatus = S['MessageStatus'];
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const satisfies readonly MessageStatus[];

/** The placeholders a template may hold, filled in when a reminder is queued. */
export const PLACEHOLDERS = ['name', 'loan_id', 'amount_due', 'due_date', 'virtual_account'] as const;

// ---- Shapes --------------------------------------------------------------------------------

/** A rule in force. */
export type Rule = S['RuleView'];
/** A rule as sent in `PUT /api/v1/reminder-rules`. */
export interface RuleInput {
  offset_days: number;
  channel: MessageChannel;
  template_code: string;
  active: boolean;
}
export type Template = S['TemplateView'];
/** `PUT /api/v1/message-templates/{code}` body. */
export interface TemplateInput {
  body_id: string;
  body_en: string;
  /** The version last read: a save over someone else's is refused (409). */
  version?: number;
}
export type Message = S['MessageView'];

// ---- Keys ----------------------------------------------------------------------------------

export const reminderKeys = {
  all: ['reminders'] as const,
  rules: () => [...reminderKeys.all, 'rules'] as const,
  templates: () => [...reminderKeys.all, 'templates'] as const,
  messages: (query: object) => [...reminderKeys.all, 'messages', query] as const,
};

// ---- Calls ---------------------------------------------------------------------------------

export const RULES_PATH = '/api/v1/reminder-rules';
export const TEMPLATES_PATH = '/api/v1/message-templates';
export const MESSAGES_PATH = '/api/v1/messages';

/** The rules, in order. */
export function useReminderRules() {
  return useQuery({ queryKey: reminderKeys.rules(), queryFn: ({ signal }) => api.get<Rule[]>(RULES_PATH, { signal }) });
}

/** Replaces the rules (`[]` turns reminders off); answers the rules in force. */
export function saveRules(rules: RuleInput[]): Promise<Envelope<Rule[]>> {
  return api.request({ method: 'put', url: RULES_PATH, data: { rules } });
}

/** Every template. */
export function useTemplates() {
  return useQuery({ queryKey: reminderKeys.templates(), queryFn: ({ signal }) => api.get<Template[]>(TEMPLATES_PATH, { signal }) });
}

export function saveTemplate(code: string, body: TemplateInput): Promise<Envelope<Template>> {
  return api.request({ method: 'put', url: `${TEMPLATES_PATH}/${encodeURIComponent(code)}`, data: body });
}

export function fetchMessages(params: Record<string, unknown>, signal?: AbortSignal): Promise<CursorPage<Message>> {
  return api.get(MESSAGES_PATH, { params, signal });
}

/** A write of this screen: refreshes the rules, the templates and the messages once it settles. */
export function useRemindersMutation<TVariables, TData>(fn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }) });
}
