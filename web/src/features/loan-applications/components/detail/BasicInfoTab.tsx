import { Descriptions, Flex, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '../../../../entities/loan-application/types';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { orNotFilled } from './NotFilled';

/** Basic information: the borrower, the chosen program and motorcycle, the e-KYC schedule. */
export function BasicInfoTab({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation('applications');
  const b = detail.basic_info;
  const kyc = detail.ekyc_invitation?.kyc_schedule;
  const married = b.marital_status === 'married';

  const personal: DescriptionsProps['items'] = [
    { key: 'full_name', label: t('detail.basic.full_name'), children: orNotFilled(b.full_name) },
    { key: 'gender', label: t('detail.basic.gender'), children: orNotFilled(b.gender && t(`gender.${b.gender}`)) },
    { key: 'birth_place', label: t('detail.basic.birth_place'), children: orNotFilled(b.birth_place) },
    { key: 'birth_date', label: t('detail.basic.birth_date'), children: orNotFilled(formatDate(b.birth_date)) },
    {
      key: 'marital_status',
      label: t('detail.basic.marital_status'),
      children: orNotFilled(b.marital_status && t(`marital_status.${b.marital_status}`)),
    },
    { key: 'mother_name', label: t('detail.basic.mother_name'), children: orNotFilled(b.mother_name) },
    ...(married ? [{ key: 'spouse_name', label: t('detail.basic.spouse_name'), children: orNotFilled(b.spouse_name) }] : []),
    { key: 'email', label: t('detail.basic.email'), children: orNotFilled(b.email) },
    { key: 'phone', label: t('detail.basic.phone'), children: orNotFilled(b.phone) },
  ];

  const contact = b.emergency_contact;
  const emergency: DescriptionsProps['items'] = [
    { key: 'name', label: t('detail.basic.emergency_name'), children: orNotFilled(contact?.name) },
    { key: 'phone', label: t('detail.basic.emergency_phone'), children: orNotFilled(contact?.phone) },
    {
      key: 'relation',
      label: t('detail.basic.emergency_relation'),
      children: orNotFilled(contact?.relation && t(`relation.${contact.relation}`)),
    },
  ];

  const application: DescriptionsProps['items'] = [
    { key: 'program', label: t('detail.basic.program'), children: orNotFilled(detail.program?.name) },
    { key: 'partner', label: t('detail.basic.partner'), children: orNotFilled(detail.partner?.name) },
    { key: 'motorcycle', label: t('detail.basic.motorcycle_type'), children: orNotFilled(detail.motorcycle_type?.name) },
    { key: 'dealer', label: t('detail.basic.dealer'), children: orNotFilled(detail.dealer?.name) },
    { key: 'sales', label: t('detail.basic.sales_name'), children: orNotFilled(detail.sales_name) },
    { key: 'pic', label: t('detail.basic.pic'), children: detail.pic?.name ?? t('no_pic') },
    { key: 'registered', label: t('detail.basic.registered_at'), children: formatDateTime(detail.registered_at) },
    { key: 'updated', label: t('detail.basic.updated_at'), children: formatDateTime(detail.updated_at) },
    ...(detail.verified_at
      ? [
          {
            key: 'verified',
            label: t('detail.basic.verified'),
            children: t('detail.basic.verified_by', {
              date: formatDateTime(detail.verified_at),
              name: detail.verified_by?.name ?? '—',
            }),
          },
        ]
      : []),
  ];

  const ekyc: DescriptionsProps['items'] = kyc
    ? [
        { key: 'at', label: t('detail.basic.kyc_at'), children: formatDateTime(kyc.scheduled_at) },
        { key: 'method', label: t('detail.basic.kyc_method'), children: t(`kyc_method.${kyc.method}`) },
        { key: 'note', label: t('detail.basic.kyc_note'), children: kyc.note || '—' },
      ]
    : [{ key: 'at', label: t('detail.basic.kyc_at'), children: orNotFilled(null) }];

  const column = { xs: 1, sm: 1, md: 2, xl: 3 };
  return (
    <Flex vertical gap={24}>
      <Descriptions title={t('detail.basic.personal')} bordered size="small" column={column} items={personal} />
      <Descriptions title={t('detail.basic.emergency')} bordered size="small" column={column} items={emergency} />
      <Descriptions title={t('detail.basic.application')} bordered size="small" column={column} items={application} />
      <Descriptions title={t('detail.basic.ekyc')} bordered size="small" column={column} items={ekyc} />
    </Flex>
  );
}
