import { useRef, useState } from 'react';
import { Alert, Button, Card, ConfigProvider, Flex, Form, Result, Space, Spin, Steps, Tag, Typography, type FormInstance, type StepsProps } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageHeading } from '../../../components/PageHeading';
import { useUnsavedChanges } from '../../../components/useUnsavedChanges';
import { allows, applicationKeys, forgetApplicationLists, useApplication } from '../../../entities/loan-application/api';
import { APPLICATION_LIST_PATH as LIST_PATH } from '../../../entities/loan-application/paths';
import { STEPS, type ApplicationDetail, type NikMismatch, type StepName } from '../../../entities/loan-application/types';
import { usePrograms } from '../../../entities/reference/api';
import { ApiError, type FieldError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/formErrors';
import { toastSuccess } from '../../../lib/notify';
import { putStep, saveApplication } from '../api';
import type { DocumentContext } from '../schemas';
import { basicInfoBody } from './BasicInfoFields';
import type { FileMeta } from './FileField';
import { addressBody, AddressStep } from './steps/AddressStep';
import { BasicInfoStep } from './steps/BasicInfoStep';
import { documentsBody, DocumentsStep } from './steps/DocumentsStep';
import { ekycBody, EkycStep } from './steps/EkycStep';
import { financialBody, FinancialStep } from './steps/FinancialStep';

/** The first step not stored valid yet (the first one when all are). */
function firstOpenStep(detail: ApplicationDetail): number {
  const i = STEPS.findIndex((s) => !detail.steps[s]);
  return i === -1 ? 0 : i;
}

/** The steps a 422 `steps_incomplete` answer names, in order. */
function missingSteps(error: ApiError): StepName[] {
  return error.fieldErrors
    .filter((e) => e.code === 'steps_incomplete' && STEPS.includes(e.field as StepName))
    .map((e) => e.field as StepName);
}

/**
 * `/app/borrower/application/:loanId`: the five-step application (spec §2). Loads every stored
 * step; Continue checks the step, stores it (`PUT`, with the version last read) and moves on;
 * Save stores the step and saves the application from it.
 */
export function ApplicationFormPage() {
  const { t } = useTranslation('applicationForm');
  const { loanId = '' } = useParams();
  const application = useApplication(loanId);
  const [generation, setGeneration] = useState(0);
  // The step shown is in the URL (`?step=address`): a link or a reload opens the same step.
  const [params, setParams] = useSearchParams();
  const fromUrl = STEPS.indexOf(params.get('step') as StepName);

  function onStep(i: number) {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('step', STEPS[i]);
        return next;
      },
      { replace: true },
    );
  }

  async function reload() {
    // Stay on the step shown, whatever the reloaded application has done meanwhile.
    if (application.data && fromUrl === -1) onStep(firstOpenStep(application.data));
    await application.refetch();
    setGeneration((g) => g + 1);
  }

  if (application.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (application.isError) {
    const notFound = application.error instanceof ApiError && application.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('wizard.not_found', { loanId }) : application.error.message}
        extra={<ButtonLink to={LIST_PATH}>{t('actions.back_to_list')}</ButtonLink>}
      />
    );
  }
  return (
    <Wizard
      key={generation}
      initial={application.data}
      step={fromUrl === -1 ? firstOpenStep(application.data) : fromUrl}
      onStep={onStep}
      onReload={reload}
    />
  );
}

interface WizardProps {
  initial: ApplicationDetail;
  step: number;
  onStep: (step: number) => void;
  onReload: () => Promise<void>;
}

function Wizard({ initial, step, onStep, onReload }: WizardProps) {
  const { t } = useTranslation('applicationForm');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const programs = usePrograms();
  const [detail, setDetail] = useState(initial);
  const [busy, setBusy] = useState<'continue' | 'save' | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [files, setFiles] = useState<Record<string, FileMeta>>({});
  // The NIK mismatch the server asks to confirm (422 `nik_mismatch_unconfirmed`, issue 41 item 8).
  const [nikMismatch, setNikMismatch] = useState<NikMismatch | null>(null);
  // Whether the step shown has changes not stored yet (a ref: the guard reads it when asked).
  const dirty = useRef(false);
  const [basicForm] = Form.useForm();
  const [addressForm] = Form.useForm();
  const [ekycForm] = Form.useForm();
  const [documentsForm] = Form.useForm();
  const [financialForm] = Form.useForm();

  // Read-only unless the server allows changing the steps (verified or deleted: it does not).
  const locked = !allows(detail, 'edit');
  // Leaving the form (a link, the menu, Back) or the step with unsaved changes asks first.
  const { confirmLeave } = useUnsavedChanges(() => dirty.current && !locked, {
    title: t('wizard.unsaved_title'),
    content: t('wizard.unsaved_content'),
    leave: t('wizard.unsaved_leave'),
    stay: t('wizard.unsaved_stay'),
  });
  const program = programs.data?.find((p) => p.id === detail.basic_info.program_id);
  const ctx: DocumentContext = {
    married: detail.basic_info.marital_status === 'married',
    rentToOwn: program?.kind === 'rent_to_own',
    livesOffKtpAddress: detail.address ? !detail.address.residential_same_as_ktp : false,
  };
  const name: StepName = STEPS[step];
  const last = step === STEPS.length - 1;

  const onUploaded = (fileId: string, meta: FileMeta) => setFiles((f) => ({ ...f, [fileId]: meta }));

  // Every value of a step's form, also of fields not shown now (antd types them as `any`).
  const values = <T,>(form: FormInstance) => form.getFieldsValue(true) as T;
  const steps: Record<StepName, { form: FormInstance; body: () => object; lists?: string[] }> = {
    'basic-info': { form: basicForm, body: () => basicInfoBody(values(basicForm)) },
    address: { form: addressForm, body: () => addressBody(values(addressForm)) },
    'ekyc-invitation': { form: ekycForm, body: () => ekycBody(values(ekycForm)) },
    documents: { form: documentsForm, body: () => documentsBody(values(documentsForm), ctx) },
    financial: {
      form: financialForm,
      body: () => financialBody(values(financialForm)),
      lists: ['monthly_incomes'],
    },
  };

  function stepTitle(s: StepName) {
    return t(`steps.${s}`);
  }

  /** Shows a failed call: field errors under fields, the rest above the form. */
  function showFailure(error: unknown, form?: FormInstance, lists?: string[]) {
    if (!(error instanceof ApiError)) return;
    if (error.status === 409) {
      setConflict(error.message);
      return;
    }
    if (error.status === 422) {
      const missing = missingSteps(error);
      if (missing.length) {
        setProblems([t('wizard.steps_missing', { steps: missing.map(stepTitle).join(', ') })]);
        return;
      }
      if (error.errorCode === 'nik_mismatch_unconfirmed') {
        setNikMismatch((error.body?.data as { nik_mismatch?: NikMismatch } | null)?.nik_mismatch ?? null);
      }
      const rest: FieldError[] = form ? applyServerErrors(form, error, lists) : error.fieldErrors;
      // Messages placed under their fields are not repeated above them.
      const placed = error.fieldErrors.length > 0 && rest.length === 0;
      setProblems(placed ? [t('wizard.check_fields')] : [...new Set(rest.length ? rest.map((e) => e.message) : [error.message])]);
      return;
    }
    if ((error.status ?? 0) < 500 && error.kind === 'http') setProblems([error.message]);
  }

  /** Checks and stores the current step; answers the updated application, or null. */
  async function storeStep(): Promise<ApplicationDetail | null> {
    const { form, body, lists } = steps[name];
    setConflict(null);
    setProblems([]);
    setNotice(null);
    try {
      await form.validateFields();
    } catch {
      setProblems([t('wizard.check_fields')]);
      return null;
    }
    try {
      const updated = await putStep(detail.loan_id, name, body(), detail.version);
      dirty.current = false;
      setNikMismatch(null);
      setDetail(updated);
      queryClient.setQueryData(applicationKeys.detail(detail.loan_id), updated);
      return updated;
    } catch (error) {
      showFailure(error, form, lists);
      return null;
    }
  }

  function goTo(i: number) {
    confirmLeave(() => {
      dirty.current = false;
      setProblems([]);
      setNotice(null);
      onStep(i);
    });
  }

  async function onContinue() {
    setBusy('continue');
    try {
      if (await storeStep()) onStep(step + 1);
    } finally {
      setBusy(null);
    }
  }

  /**
   * Save: stores the step shown, then asks the server to save the application. It becomes
   * unverified only with every step valid; otherwise it stays a draft and the missing steps are
   * named (the step itself is stored either way).
   */
  async function onSave() {
    setBusy('save');
    try {
      const current = await storeStep();
      if (!current) return;
      try {
        const saved = await saveApplication(current.loan_id, name, current.version);
        setDetail(saved.data);
        queryClient.setQueryData(applicationKeys.detail(detail.loan_id), saved.data);
        forgetApplicationLists(queryClient);
        const status = t(`status.${saved.data.display_status}`);
        toastSuccess(saved.msg, t('wizard.saved_as', { loanId: saved.data.loan_id, status }));
        void navigate(LIST_PATH);
      } catch (error) {
        const missing = error instanceof ApiError && error.status === 422 ? missingSteps(error) : [];
        if (!missing.length) throw error;
        forgetApplicationLists(queryClient);
        setNotice(t('wizard.saved_draft', { steps: missing.map(stepTitle).join(', ') }));
      }
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(null);
    }
  }

  async function onBatchScheduled(loanIds: string[]) {
    forgetApplicationLists(queryClient);
    // This application's schedule (and version) changed on the server: read it again.
    if (loanIds.includes(detail.loan_id)) await onReload();
  }

  /**
   * A change in the step's form. A field the staff member touched makes the step unsaved; once
   * no field shows an error any more, the "check the fields" banner goes (antd validates a
   * field again as it changes, and that validation is itself such a change).
   */
  function onFormChange(_: string, { changedFields }: { changedFields: { touched?: boolean }[] }) {
    if (changedFields.some((f) => f.touched)) dirty.current = true;
    if (problems.length && !steps[name].form.getFieldsError().some((f) => f.errors.length)) setProblems([]);
  }

  const stepItems: StepsProps['items'] = STEPS.map((s, i) => ({
    title: stepTitle(s),
    content: detail.steps[s] ? t('wizard.done') : t('wizard.not_done'),
    status: i === step ? 'process' : detail.steps[s] ? 'finish' : 'wait',
  }));

  return (
    <>
      <Flex align="baseline" gap="middle" wrap>
        <PageHeading>{t('wizard.title', { loanId: detail.loan_id })}</PageHeading>
        <Typography.Text strong>{detail.full_name}</Typography.Text>
        <Tag color={detail.status === 'verified' ? 'green' : detail.status === 'unverified' ? 'blue' : 'default'} data-testid="application-status">
          {t(`status.${detail.display_status}`)}
        </Tag>
      </Flex>
      <Card>
        {/* Titles under the icons, in small steps, broken only between words: at 1024-1100 px
            five titles beside their icons split words ("Finan-cial"). */}
        <Steps
          current={step}
          items={stepItems}
          size="small"
          titlePlacement="vertical"
          styles={{ itemTitle: { wordBreak: 'normal', overflowWrap: 'normal' } }}
          onChange={goTo}
          style={{ marginBottom: 24 }}
          data-testid="application-steps"
        />
        {locked && (
          <Alert
            type="info"
            showIcon
            title={detail.deleted_at ? t('wizard.deleted') : t('wizard.locked')}
            style={{ marginBottom: 16 }}
          />
        )}
        {conflict && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={conflict}
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={() => void onReload()}>
                {t('actions.reload')}
              </Button>
            }
            style={{ marginBottom: 16 }}
            data-testid="conflict"
          />
        )}
        <Form.Provider onFormChange={onFormChange}>
        <ConfigProvider componentDisabled={locked}>
          {name === 'basic-info' && <BasicInfoStep form={basicForm} detail={detail} />}
          {name === 'address' && <AddressStep form={addressForm} detail={detail} />}
          {name === 'ekyc-invitation' && <EkycStep form={ekycForm} detail={detail} onBatchScheduled={(ids) => void onBatchScheduled(ids)} />}
          {name === 'documents' && (
            <DocumentsStep
              form={documentsForm}
              detail={detail}
              ctx={ctx}
              files={files}
              onUploaded={onUploaded}
              mismatch={nikMismatch ?? detail.nik_mismatch ?? null}
            />
          )}
          {name === 'financial' && <FinancialStep form={financialForm} detail={detail} files={files} onUploaded={onUploaded} />}
        </ConfigProvider>
        </Form.Provider>
        {notice && (
          <Alert type="warning" showIcon role="status" title={notice} style={{ marginTop: 16 }} data-testid="save-notice" />
        )}
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={problems.join(' ')}
            style={{ marginTop: 16 }}
            data-testid="step-problems"
          />
        )}
        <Flex justify="space-between" style={{ marginTop: 24 }} wrap gap="small">
          <Space>
            <ButtonLink to={LIST_PATH}>{t('actions.back_to_list')}</ButtonLink>
            <Button icon={<ArrowLeftOutlined />} disabled={step === 0 || busy !== null} onClick={() => goTo(step - 1)}>
              {t('actions.previous')}
            </Button>
          </Space>
          <Space>
            <Button
              type={last ? 'primary' : 'default'}
              icon={<SaveOutlined />}
              loading={busy === 'save'}
              disabled={locked || !allows(detail, 'save') || busy === 'continue'}
              onClick={() => void onSave()}
            >
              {t('actions.save')}
            </Button>
            {!last && (
              <Button
                type="primary"
                icon={<ArrowRightOutlined />}
                iconPlacement="end"
                loading={busy === 'continue'}
                disabled={locked || busy === 'save'}
                onClick={() => void onContinue()}
              >
                {t('actions.continue')}
              </Button>
            )}
          </Space>
        </Flex>
      </Card>
    </>
  );
}
