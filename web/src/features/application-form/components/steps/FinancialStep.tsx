import { Alert, Button, Card, Col, DatePicker, Divider, Form, Row, Select, Statistic, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RupiahInput, WholeNumberInput } from '../../../../components/NumberInputs';
import type { ApplicationDetail, FinancialStep as StoredFinancial, RideHailingApp } from '../../../../entities/loan-application/types';
import { formatRupiah } from '../../../../lib/format';
import { issueAt, rulesFor, validationText } from '../../../../lib/zodRule';
import {
  financialSchema,
  incomeFigures,
  isBelowMinimumIncome,
  jakartaToday,
  MIN_INCOME_MONTHS,
  RIDE_HAILING_APPS,
  toMonthlyIncomes,
  type IncomeRow,
} from '../../schemas';
import { FileField, type FileMeta } from '../FileField';

export interface FinancialValues {
  ride_hailing_app?: RideHailingApp;
  service_months?: number | null;
  monthly_incomes?: IncomeRow[];
  income_history_file_id?: string | null;
  family_income?: { amount?: number | null; proof_file_id?: string | null };
}

/** The stored step as form values (three empty months to start with). */
export function financialToForm(stored: StoredFinancial | null): FinancialValues {
  if (!stored) return { monthly_incomes: [{}, {}, {}] };
  return {
    ride_hailing_app: stored.ride_hailing_app,
    service_months: stored.service_months,
    monthly_incomes: stored.monthly_incomes.map((m) => ({
      month: dayjs(new Date(m.year, m.month - 1, 1)),
      amount: m.amount,
    })),
    income_history_file_id: stored.income_history_file_id,
    family_income: stored.family_income ?? undefined,
  };
}

/** Form values as the `PUT …/financial` body (family income only when given). */
export function financialBody(v: FinancialValues) {
  const f = v.family_income;
  const family = f && (f.amount || f.proof_file_id) ? { amount: f.amount ?? null, proof_file_id: f.proof_file_id ?? null } : null;
  return {
    ride_hailing_app: v.ride_hailing_app,
    service_months: v.service_months,
    monthly_incomes: toMonthlyIncomes(v.monthly_incomes),
    income_history_file_id: v.income_history_file_id ?? null,
    family_income: family,
  };
}

/** The valid amounts of the rows, or null until every row has one. */
export function rowAmounts(rows: IncomeRow[] | undefined): number[] | null {
  const amounts = (rows ?? []).map((r) => r?.amount);
  return amounts.every((a): a is number => typeof a === 'number' && a > 0) ? amounts : null;
}

const rules = rulesFor(financialSchema);

/** Months after the current Jakarta month cannot be picked. */
function disabledFutureMonth(current: Dayjs): boolean {
  return current.format('YYYY-MM') > jakartaToday().slice(0, 7);
}

interface Props {
  form: FormInstance<FinancialValues>;
  detail: ApplicationDetail;
  files: Record<string, FileMeta>;
  onUploaded: (fileId: string, meta: FileMeta) => void;
}

/** Step 5: historical financial and performance data, with the average and per-day income live. */
export function FinancialStep({ form, detail, files, onUploaded }: Props) {
  const { t } = useTranslation('applicationForm');
  const rows = Form.useWatch('monthly_incomes', form);
  const historyId = Form.useWatch('income_history_file_id', form) as string | undefined;
  const proofId = Form.useWatch(['family_income', 'proof_file_id'], form) as string | undefined;
  const amounts = rowAmounts(rows);
  const figures = amounts ? incomeFigures(amounts) : null;
  const below = !!amounts && amounts.length >= MIN_INCOME_MONTHS && isBelowMinimumIncome(amounts);

  const metaOf = (fileId: string | null | undefined): FileMeta | null => {
    if (!fileId) return null;
    if (files[fileId]) return files[fileId];
    const stored = detail.files.find((f) => f.file_id === fileId);
    return stored ? { name: null, size: stored.size, content_type: stored.content_type } : null;
  };

  return (
    <Form form={form} layout="vertical" scrollToFirstError initialValues={financialToForm(detail.financial)}>
      <Divider titlePlacement="start">{t('sections.work')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="ride_hailing_app" label={t('fields.ride_hailing_app')} rules={rules('ride_hailing_app', true)}>
            <Select
              placeholder={t('placeholders.choose')}
              options={RIDE_HAILING_APPS.map((a) => ({ value: a, label: t(`options.ride_hailing_app.${a}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="service_months"
            label={t('fields.service_months')}
            rules={rules('service_months', true)}
            extra={t('hints.service_months')}
          >
            <WholeNumberInput max={600} />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('sections.incomes')}</Divider>
      <Form.List
        name="monthly_incomes"
        rules={[
          {
            // Form.List takes plain validator rules: the list-level error of the one schema.
            validator: () => {
              const code = issueAt(financialSchema, form.getFieldsValue(true), ['monthly_incomes']);
              return code ? Promise.reject(new Error(validationText(code))) : Promise.resolve();
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, i) => (
              <Row gutter={16} key={field.key} align="top" data-testid={`income-row-${i}`}>
                <Col xs={24} md={10}>
                  <Form.Item
                    name={[field.name, 'month']}
                    label={t('fields.income_month', { n: i + 1 })}
                    rules={rules(['monthly_incomes', field.name, 'month'], true)}
                  >
                    <DatePicker picker="month" format={['MMMM YYYY', 'YYYY-MM']} disabledDate={disabledFutureMonth} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={20} md={12}>
                  <Form.Item
                    name={[field.name, 'amount']}
                    label={t('fields.income_amount', { n: i + 1 })}
                    rules={rules(['monthly_incomes', field.name, 'amount'], true)}
                  >
                    <RupiahInput step={100_000} />
                  </Form.Item>
                </Col>
                <Col xs={4} md={2}>
                  <Form.Item label=" ">
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('actions.remove_month', { n: i + 1 })}
                      onClick={() => remove(field.name)}
                      disabled={fields.length <= 1}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            {/* The low-income refusal is said once, by the live alert under the figures. */}
            <Form.ErrorList errors={below ? errors.filter((e) => e !== validationText('income_below_minimum')) : errors} />
            <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ marginTop: 8, marginBottom: 16 }}>
              {t('actions.add_month')}
            </Button>
          </>
        )}
      </Form.List>

      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={24} md={12}>
          <Card size="small">
            <Statistic
              title={t('fields.average_monthly_income')}
              value={figures ? formatRupiah(figures.average) : '—'}
              data-testid="average-monthly-income"
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small">
            <Statistic
              title={t('fields.income_per_day')}
              value={figures ? formatRupiah(figures.perDay) : '—'}
              data-testid="income-per-day"
            />
          </Card>
        </Col>
      </Row>
      {below && (
        <Alert type="warning" showIcon title={validationText('income_below_minimum')} style={{ marginBottom: 16 }} data-testid="income-below-minimum" />
      )}

      <Form.Item name="income_history_file_id" label={t('fields.income_history_file_id')} rules={rules('income_history_file_id', true)}>
        <FileField name={['income_history_file_id']} kind="income_history" accepts="any" meta={metaOf(historyId)} onUploaded={onUploaded} />
      </Form.Item>

      <Divider titlePlacement="start">{t('sections.family_income')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name={['family_income', 'amount']}
            label={t('fields.family_income_amount')}
            rules={rules(['family_income', 'amount'])}
            dependencies={[['family_income', 'proof_file_id']]}
          >
            <RupiahInput step={100_000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['family_income', 'proof_file_id']}
            label={t('fields.family_income_proof')}
            rules={rules(['family_income', 'proof_file_id'])}
            dependencies={[['family_income', 'amount']]}
          >
            <FileField
              name={['family_income', 'proof_file_id']}
              kind="family_income_proof"
              accepts="any"
              meta={metaOf(proofId)}
              onUploaded={onUploaded}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

