import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../../lib/formErrors';
import { toastSuccess } from '../../../../lib/notify';
import { rulesFor } from '../../../../lib/zodRule';
import { attachDocument, uploadContract, useLoanMutation, type LoanDocumentKind } from '../../api';
import { notifyActionError } from '../../../../lib/actionErrors';
import { fileSchema } from '../../schemas';
import { UploadField } from '../../../../entities/file/UploadField';

/** Which file to attach to which loan; the modal is open while it is set. */
export interface FileTarget {
  loanId: string;
  kind: LoanDocumentKind | 'contract';
}

const rules = rulesFor(fileSchema);

/** Attaches a bank statement or payment receipt (jpg/png/pdf), or the signed contract (pdf only). */
export function FileUploadModal({ target, onClose }: { target: FileTarget | null; onClose: () => void }) {
  const { t } = useTranslation('origination');
  const [form] = Form.useForm<{ file_id?: string }>();
  const mutation = useLoanMutation((v: FileTarget & { fileId: string }) =>
    v.kind === 'contract' ? uploadContract(v.loanId, v.fileId) : attachDocument(v.loanId, v.kind, v.fileId),
  );
  const kind = target?.kind ?? 'contract';

  async function submit({ file_id }: { file_id?: string }) {
    if (!target || !file_id) return;
    try {
      await mutation.mutateAsync({ ...target, fileId: file_id });
      toastSuccess(t(`contract.files.${kind}_done`, { loanId: target.loanId }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(form, error)) notifyActionError(error);
    }
  }

  return (
    <Modal
      open={target !== null}
      title={t(`contract.files.${kind}_title`, { loanId: target?.loanId ?? '' })}
      okText={t('save')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'loan-file' }}
      cancelText={t('cancel')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} id="loan-file" layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="file_id" label={t(`contract.files.${kind}`)} rules={rules('file_id', true)}>
          <UploadField name="file_id" kind={kind} accepts={kind === 'contract' ? 'pdf' : 'any'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
