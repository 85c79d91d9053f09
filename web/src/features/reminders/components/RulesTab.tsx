/**
 * The reminder rules as an editable table: for each rule the days from an installment's due date
 * (−3 three days before, 0 on it, 1 a day after, with the offset in words beside it), the channel,
 * the template and whether it is active; rows are added and removed, and "Save" replaces the whole
 * list (`PUT /api/v1/reminder-rules`; none left turns reminders off). The server's errors land on
 * their row (`rules.2.offset_days`). A funder's staff read the rules only.
 */
import { Alert, Button, Flex, Form, Select, Skeleton, Switch, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WholeNumberInput } from '../../../components/NumberInputs';
import { Panel } from '../../../components/Panel';
import { ApiError } from '../../../lib/api';
import { notifyActionError } from '../../../lib/actionErrors';
import { applyServerErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { rulesFor } from '../../../lib/zodRule';
import { CHANNELS, saveRules, useReminderRules, useRemindersMutation, useTemplates, type Rule, type RuleInput } from '../api';
import { OFFSET_MAX, OFFSET_MIN, RULES_MAX, rulesSchema } from '../schemas';
import { useCanWrite, useOffsetWords } from './parts';

const rules = rulesFor(rulesSchema);

type Row = Partial<RuleInput>;
interface Values {
  rules: Row[];
}

/** The rules in force as the form's rows. */
function toRows(list: Rule[]): Row[] {
  return list.map(({ offset_days, channel, template_code, active }) => ({ offset_days, channel, template_code, active }));
}

/** The rows as the server takes them (the checks have passed: every field is set). */
function toInput(rows: Row[]): RuleInput[] {
  return rows.map((r) => ({
    offset_days: r.offset_days ?? 0,
    channel: r.channel ?? 'whatsapp',
    template_code: r.template_code ?? '',
    active: r.active ?? true,
  }));
}

function RulesForm({ initial }: { initial: Rule[] }) {
  const { t } = useTranslation('reminders');
  const [form] = Form.useForm<Values>();
  const canWrite = useCanWrite();
  const templates = useTemplates();
  const words = useOffsetWords();
  const save = useRemindersMutation((list: RuleInput[]) => saveRules(list));
  const templateOptions = (templates.data ?? []).map((tpl) => ({ value: tpl.code, label: tpl.code, title: tpl.body_id }));

  async function submit(values: Values) {
    if (save.isPending) return;
    try {
      const answer = await save.mutateAsync(toInput(values.rules ?? []));
      form.setFieldsValue({ rules: toRows(answer.data) });
      toastSuccess(answer.msg);
    } catch (error) {
      const rest = applyServerErrors(form, error, ['rules']);
      if (!(error instanceof ApiError) || rest.length || !error.fieldErrors.length) notifyActionError(error);
    }
  }

  return (
    <Form<Values>
      form={form}
      initialValues={{ rules: toRows(initial) }}
      onFinish={(v) => void submit(v)}
      disabled={!canWrite}
      data-testid="rules-form"
    >
      <Typography.Paragraph type="secondary" data-testid="offset-hint">
        {t('rules.hint')}
      </Typography.Paragraph>
      <Form.List name="rules">
        {(fields, { add, remove }, { errors }) => (
          <>
            <Table
              data-testid="rules-table"
              size="middle"
              rowKey="key"
              pagination={false}
              dataSource={fields}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('rules.empty') }}
              columns={[
                {
                  key: 'offset_days',
                  title: t('rules.columns.offset_days'),
                  render: (_, field) => (
                    <Flex gap={8} align="start">
                      <Form.Item
                        name={[field.name, 'offset_days']}
                        rules={rules(['rules', field.name, 'offset_days'], true)}
                        style={{ marginBottom: 0 }}
                      >
                        <WholeNumberInput
                          min={OFFSET_MIN}
                          max={OFFSET_MAX}
                          style={{ width: 90 }}
                          aria-label={t('rules.offset_of', { n: field.name + 1 })}
                        />
                      </Form.Item>
                      <Form.Item noStyle dependencies={[['rules', field.name, 'offset_days']]}>
                        {({ getFieldValue }) => (
                          <Typography.Text type="secondary" style={{ lineHeight: '32px', whiteSpace: 'nowrap' }} data-testid="offset-words">
                            {words(getFieldValue(['rules', field.name, 'offset_days']) as number | undefined)}
                          </Typography.Text>
                        )}
                      </Form.Item>
                    </Flex>
                  ),
                },
                {
                  key: 'channel',
                  title: t('rules.columns.channel'),
                  render: (_, field) => (
                    <Form.Item name={[field.name, 'channel']} rules={rules(['rules', field.name, 'channel'], true)} style={{ marginBottom: 0 }}>
                      <Select
                        style={{ width: 140 }}
                        aria-label={t('rules.channel_of', { n: field.name + 1 })}
                        options={CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) }))}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'template_code',
                  title: t('rules.columns.template'),
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'template_code']}
                      rules={rules(['rules', field.name, 'template_code'], true)}
                      style={{ marginBottom: 0 }}
                    >
                      <Select
                        style={{ width: 220 }}
                        aria-label={t('rules.template_of', { n: field.name + 1 })}
                        loading={templates.isPending}
                        options={templateOptions}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'active',
                  title: t('rules.columns.active'),
                  render: (_, field) => (
                    <Form.Item name={[field.name, 'active']} valuePropName="checked" style={{ marginBottom: 0 }}>
                      <Switch aria-label={t('rules.active_of', { n: field.name + 1 })} />
                    </Form.Item>
                  ),
                },
                ...(canWrite
                  ? [
                      {
                        key: 'remove',
                        title: '',
                        render: (_: unknown, field: { name: number }) => (
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            onClick={() => remove(field.name)}
                            aria-label={t('rules.remove_of', { n: field.name + 1 })}
                            title={t('rules.remove')}
                          />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <Form.ErrorList errors={errors} />
            {canWrite && (
              <Flex gap={8} justify="space-between" wrap style={{ marginTop: 16 }}>
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= RULES_MAX}
                  onClick={() => add({ offset_days: 0, channel: 'whatsapp', template_code: templateOptions[0]?.value, active: true })}
                  data-testid="add-rule"
                >
                  {t('rules.add')}
                </Button>
                <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-rules">
                  {t('save')}
                </Button>
              </Flex>
            )}
          </>
        )}
      </Form.List>
    </Form>
  );
}

export function RulesTab() {
  const { t } = useTranslation('reminders');
  const list = useReminderRules();
  const canWrite = useCanWrite();
  return (
    <Panel>
      {!canWrite && <Alert type="info" showIcon title={t('read_only')} style={{ marginBottom: 16 }} data-testid="read-only" />}
      {list.isError ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : list.isPending ? (
        <Skeleton active />
      ) : (
        <RulesForm initial={list.data} />
      )}
    </Panel>
  );
}
