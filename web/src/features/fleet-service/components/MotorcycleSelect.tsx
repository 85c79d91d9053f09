/**
 * Picks a motorcycle by its plate: what is typed is searched on the server
 * (`GET /api/v1/motorcycles?q=`) once typing pauses; the options show the plate and the type.
 */
import { useState } from 'react';
import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../components/list';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useMotorcycleSearch, type MotorcycleOption } from '../api';

interface Props {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Called with the motorcycle picked (e.g. to fill in its odometer). */
  onPick?: (motorcycle: MotorcycleOption | undefined) => void;
  /** A motorcycle already chosen (e.g. from the "service due" card), shown before any search. */
  initial?: MotorcycleOption;
  id?: string;
}

export function MotorcycleSelect({ value, onChange, onPick, initial, id }: Props) {
  const { t } = useTranslation('fleet');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useMotorcycleSearch(q);
  const found = search.data?.items ?? [];
  const all = initial && !found.some((m) => m.id === initial.id) ? [initial, ...found] : found;

  return (
    <Select<string>
      id={id}
      value={value}
      placeholder={t('form.motorcycle_placeholder')}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      allowClear
      loading={search.isFetching}
      notFoundContent={search.isFetching ? null : t('form.motorcycle_none')}
      onChange={(picked?: string) => {
        onChange?.(picked);
        onPick?.(all.find((m) => m.id === picked));
      }}
      options={all.map((m) => ({
        value: m.id,
        label: m.plate_number,
        title: m.plate_number,
        desc: m.motorcycle_type_name,
      }))}
      optionRender={(option) => (
        <>
          {option.data.label}
          {option.data.desc && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              {option.data.desc}
            </Typography.Text>
          )}
        </>
      )}
      data-testid="motorcycle-select"
    />
  );
}
