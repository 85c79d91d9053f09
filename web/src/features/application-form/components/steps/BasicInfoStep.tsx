import { Form, type FormInstance } from 'antd';
import type { ApplicationDetail } from '../../../../entities/loan-application/types';
import { rulesFor } from '../../../../lib/zodRule';
import { basicInfoSchema } from '../../schemas';
import { basicInfoToForm, BasicInfoFields, type BasicInfoValues } from '../BasicInfoFields';

const rules = rulesFor(basicInfoSchema);

/** Step 1: the account's fields without the password (`PUT …/basic-info`). */
export function BasicInfoStep({ form, detail }: { form: FormInstance<BasicInfoValues>; detail: ApplicationDetail }) {
  return (
    <Form form={form} layout="vertical" scrollToFirstError initialValues={basicInfoToForm(detail.basic_info)}>
      <BasicInfoFields
        rules={rules}
        currentDealer={detail.dealer}
        currentMotorcycle={detail.motorcycle_type}
        residential={detail.address?.residential ?? null}
      />
    </Form>
  );
}
