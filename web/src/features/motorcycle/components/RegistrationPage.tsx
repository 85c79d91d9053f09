/**
 * `/app/motorcycle/registration` (issue 11): every unit with its status, STNK expiry (a warning
 * tag when it expires within 30 days or has expired) and holder; search (plate, frame, engine,
 * borrower) and filters kept in the URL. "Register motorcycle" adds a unit; "Import" registers many
 * from a spreadsheet (the template to fill in, then the xlsx or csv uploaded). Both are offered to
 * whoever may open this area (the levels that may register units).
 */
import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FilterBar, ListPage, useCursorList, useUrlFilters } from '../../../components/list';
import { fetchMotorcycles, motorcycleKeys } from '../api';
import { registrationFilters as spec } from '../query';
import type { MotorcycleView } from '../schemas';
import { useUnitColumns } from './columns';
import { useUnitFilters } from './filters';
import { MotorcycleImportModal } from './MotorcycleImportModal';
import { RegisterMotorcycleModal } from './RegisterMotorcycleModal';

export function RegistrationPage() {
  const { t } = useTranslation('motorcycle');
  const [filters, update] = useUrlFilters(spec.fromSearch, spec.toSearch);
  const list = useCursorList({
    queryKey: motorcycleKeys.list(spec.query(filters)),
    fetchPage: (cursor, signal) => fetchMotorcycles(spec.query(filters, cursor), signal),
  });
  const columns = useUnitColumns();
  const unitFilters = useUnitFilters();
  const filterFields = [unitFilters.status, unitFilters.type, unitFilters.stnk];
  const [registering, setRegistering] = useState(false);
  const [importing, setImporting] = useState(false);

  return (
    <>
      <ListPage<MotorcycleView>
        title={t('nav:motorcycle.registration')}
        actions={
          <Flex gap={8} wrap>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-motorcycles">
              {t('actions.import')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setRegistering(true)} data-testid="register-motorcycle">
              {t('actions.register')}
            </Button>
          </Flex>
        }
        list={list}
        columns={columns}
        rowKey="id"
        tableTestId="motorcycles-table"
        search={{ value: filters.q, onChange: (q) => update({ q }), label: t('search.label'), placeholder: t('search.placeholder'), testId: 'motorcycle-search' }}
        filters={<FilterBar fields={filterFields} values={filters} onChange={update} />}
        sort={{ value: filters.sort, onChange: (sort) => update({ sort }) }}
        filtered={spec.isFiltered(filters)}
        onClearFilters={() => update(spec.cleared)}
        emptyText={t('registration.empty')}
        totalText={(count) => t('total', { count })}
      />
      <RegisterMotorcycleModal open={registering} onClose={() => setRegistering(false)} />
      <MotorcycleImportModal open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
