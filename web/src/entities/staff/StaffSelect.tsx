import { useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS } from '../../components/list';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { fetchStaff, staffKeys } from './api';
import type { StaffMember } from './types';

/** How many accounts the picker offers for one search. */
const PICKER_SIZE = 20;

interface Option {
  value: string;
  label: string;
}

function toOption(member: StaffMember): Option {
  return { value: member.id, label: `${member.full_name} (${member.email})` };
}

export interface StaffSelectProps {
  /** The chosen account's id. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  label: string;
  placeholder?: string;
  testId?: string;
  width?: number;
}

/**
 * Picks one staff account, searched on the server (`GET /api/v1/users?q=`, name or e-mail) once
 * typing pauses. The chosen account keeps its name on screen while other searches run; an id
 * that comes from the URL shows its name once an answer holds that account.
 */
export function StaffSelect({ value, onChange, label, placeholder, testId, width = 220 }: StaffSelectProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<Option | null>(null);
  // Asked once the list is first opened (or an account is already chosen, to show its name).
  const [opened, setOpened] = useState(false);
  const staff = useQuery({
    queryKey: staffKeys.picker(q),
    queryFn: ({ signal }) => fetchStaff(q ? { q, limit: PICKER_SIZE } : { limit: PICKER_SIZE }, signal),
    placeholderData: keepPreviousData,
    enabled: opened || Boolean(value),
  });
  const options = (staff.data?.items ?? []).map(toOption);
  if (value && chosen?.value === value && !options.some((o) => o.value === value)) options.unshift(chosen);

  return (
    <Select<string, Option>
      aria-label={label}
      placeholder={placeholder ?? label}
      allowClear
      value={value}
      options={options}
      loading={staff.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(open) => open && setOpened(true)}
      onChange={(id, option) => {
        setChosen(id && option && !Array.isArray(option) ? option : null);
        setSearch('');
        onChange(id ?? undefined);
      }}
      style={{ minWidth: width }}
      popupMatchSelectWidth={false}
      data-testid={testId}
    />
  );
}
