import { Descriptions, Flex, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AddressView, ApplicationDetail } from '../../../../entities/loan-application/types';
import { NotFilled } from './NotFilled';

function AddressBlock({ title, address }: { title: string; address: AddressView }) {
  const { t } = useTranslation('applications');
  const region = (name: string | null, code: string) => name ?? code;
  const items: DescriptionsProps['items'] = [
    { key: 'address', label: t('detail.address.address'), children: address.address, span: 'filled' },
    { key: 'postcode', label: t('detail.address.postcode'), children: address.postcode },
    { key: 'province', label: t('detail.address.province'), children: region(address.province_name, address.province_code) },
    { key: 'city', label: t('detail.address.city'), children: region(address.city_name, address.city_code) },
    { key: 'district', label: t('detail.address.district'), children: region(address.district_name, address.district_code) },
    {
      key: 'sub_district',
      label: t('detail.address.sub_district'),
      children: region(address.sub_district_name, address.sub_district_code),
    },
  ];
  return <Descriptions title={title} bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}

/** The residential address and the ID card (KTP) address, with region names. */
export function AddressTab({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation('applications');
  const address = detail.address;
  if (!address) return <NotFilled />;
  return (
    <Flex vertical gap={24}>
      <AddressBlock title={t('detail.address.residential')} address={address.residential} />
      {address.residential_same_as_ktp || !address.ktp ? (
        <div>
          <Typography.Title level={5}>{t('detail.address.ktp')}</Typography.Title>
          <Typography.Text data-testid="ktp-same">{t('detail.address.same_as_residential')}</Typography.Text>
        </div>
      ) : (
        <AddressBlock title={t('detail.address.ktp')} address={address.ktp} />
      )}
    </Flex>
  );
}
