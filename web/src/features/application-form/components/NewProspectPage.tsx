import { useRef, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Modal, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewPasswordInput } from '../../../components/NewPasswordInput';
import { PageHeading } from '../../../components/PageHeading';
import { useUnsavedChanges } from '../../../components/useUnsavedChanges';
import { forgetApplicationLists } from '../../../entities/loan-application/api';
import { APPLICATION_LIST_PATH as LIST_PATH, formPath } from '../../../entities/loan-application/paths';
import { keyPerBody, type FieldError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/formErrors';
import { rulesFor } from '../../../lib/zodRule';
import { createAccount, type AccountBody } from '../api';
import { accountSchema } from '../schemas';
import { basicInfoBody, BasicInfoFields, type BasicInfoValues } from './BasicInfoFields';

type Values = BasicInfoValues & { password?: string; password_confirmation?: string };

const rules = rulesFor(accountSchema);

/**
 * `/app/borrower/application/new`: the new prospect/borrower account (spec §2, §3). Every rule is
 * checked as staff type; the server's 422 errors land under their fields. After the account is
 * created (with a draft application), staff continue to the loan application now or later.
 */
export function NewProspectPage() {
  const { t } = useTranslation('applicationForm');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [created, setCreated] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<FieldError[]>([]);
  const idempotencyKeyFor = useRef(keyPerBody()).current;
  // Typed but not created yet: leaving the page (a link, the menu, Back) asks first.
  const typed = useRef(false);
  useUnsavedChanges(() => typed.current);

  const create = useMutation({
    mutationFn: (values: Values) => {
      const body: AccountBody = {
        ...basicInfoBody(values),
        password: values.password ?? '',
        password_confirmation: values.password_confirmation ?? '',
      };
      return createAccount(body, idempotencyKeyFor(body));
    },
    onMutate: () => setOtherErrors([]),
    onSuccess: (account) => {
      typed.current = false;
      forgetApplicationLists(queryClient);
      setCreated(account.loan_id);
    },
    onError: (error) => setOtherErrors(applyServerErrors(form, error)),
  });

  const passwordFields = (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="password" label={t('fields.password')} rules={rules('password', true)}>
          <NewPasswordInput hint={t('hints.password')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="password_confirmation"
          label={t('fields.password_confirmation')}
          dependencies={['password']}
          rules={rules('password_confirmation', true)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Col>
    </>
  );

  return (
    <>
      <PageHeading>{t('new.title')}</PageHeading>
      <Typography.Paragraph type="secondary">{t('new.intro')}</Typography.Paragraph>
      <Card>
        <Form
          form={form}
          layout="vertical"
          scrollToFirstError
          onFinish={(values) => create.mutate(values)}
          onFieldsChange={(changed) => {
            if (changed.some((f) => f.touched)) typed.current = true;
          }}
          data-testid="prospect-form"
        >
          <BasicInfoFields rules={rules} accountFields={passwordFields} />
          {otherErrors.length > 0 && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('errors.check_fields')}
              description={otherErrors.map((e) => e.message).join(' ')}
              style={{ marginBottom: 16 }}
            />
          )}
          <Flex gap="small" justify="flex-end">
            <Button onClick={() => void navigate(LIST_PATH)}>{t('actions.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('new.submit')}
            </Button>
          </Flex>
        </Form>
      </Card>
      <Modal
        open={created !== null}
        title={t('new.created_title')}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={[
          <Button key="later" onClick={() => void navigate(LIST_PATH)}>
            {t('new.later')}
          </Button>,
          <Button key="now" type="primary" onClick={() => void navigate(formPath(created ?? ''))}>
            {t('new.continue_now')}
          </Button>,
        ]}
      >
        <Typography.Paragraph data-testid="created-loan-id">{t('new.created_body', { loanId: created })}</Typography.Paragraph>
      </Modal>
    </>
  );
}
