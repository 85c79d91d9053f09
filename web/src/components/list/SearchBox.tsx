import { useEffect, useEffectEvent, useState } from 'react';
// Input from its own module: antd's `Input` also brings TextArea, Search, OTP, Password and
// Group to every list's first load (issue 8).
import Input from 'antd/es/input/Input';
import { SearchOutlined } from '@ant-design/icons';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from './cursor';
import { SEARCH_WIDTH } from './filterFields';

export interface SearchBoxProps {
  /** The search in force (the list's URL). */
  value: string;
  /** Called once typing pauses, with the new search. */
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  testId?: string;
  width?: number;
}

/**
 * The search box of a list: the server is asked once typing pauses, not at every key, and the
 * box follows the search when it changes by itself (back/forward, "Clear filters").
 */
export function SearchBox({ value, onSearch, label, placeholder, testId, width = SEARCH_WIDTH }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // Only a settled change of the box searches (a change of `value` alone must not write back
  // what the box held before).
  const search = useEffectEvent((q: string) => {
    if (q !== value) onSearch(q);
  });
  useEffect(() => search(settled), [settled]);

  // The search changed from outside the box: the box follows (adjusted while rendering).
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== settled) setText(value);
  }

  return (
    <Input
      aria-label={label}
      placeholder={placeholder}
      prefix={<SearchOutlined />}
      allowClear
      value={text}
      onChange={(e) => setText(e.target.value)}
      style={{ width }}
      data-testid={testId}
    />
  );
}
