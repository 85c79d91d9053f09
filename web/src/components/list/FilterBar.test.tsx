import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose } from '../../test/dom';
import type { DateRangeFilterProps } from './filterFields';
import { FilterBar } from './FilterBar';
import type { FilterField } from './filterFields';

type Key = 'status' | 'plate' | 'from' | 'to' | 'actor';
type Values = Partial<Record<Key, string>>;

/** Stands in for the date picker: shows the range it is given, and sets one. */
function FakeRange({ label, from, to, onChange, testId }: DateRangeFilterProps) {
  return (
    <button type="button" aria-label={label} data-testid={testId} onClick={() => onChange('2026-11-01', undefined)}>
      {`${from ?? '…'} – ${to ?? '…'}`}
    </button>
  );
}

const FIELDS: FilterField<Key>[] = [
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    options: [
      { value: 'paid', label: 'Paid' },
      { value: 'unpaid', label: 'Unpaid' },
    ],
    testId: 'filter-status',
  },
  { kind: 'search', key: 'plate', label: 'Plate', normalize: (text) => text.trim().toUpperCase(), testId: 'filter-plate' },
  { kind: 'dateRange', keys: ['from', 'to'], label: 'Dates', placeholder: ['From', 'To'], picker: FakeRange, testId: 'filter-dates' },
  {
    kind: 'custom',
    key: 'actor',
    render: (value, onChange) => (
      <button type="button" data-testid="actor" onClick={() => onChange(undefined)}>
        {value}
      </button>
    ),
  },
];

describe('FilterBar', () => {
  it('draws each declared control in order, showing its filter', () => {
    const values: Values = { status: 'paid', plate: 'B 1', from: '2026-10-01', actor: 'ani' };
    render(<FilterBar fields={FIELDS} values={values} onChange={vi.fn()} />);
    const controls = screen.getAllByTestId(/^(filter-|actor)/).map((el) => el.dataset.testid);
    expect(controls).toEqual(['filter-status', 'filter-plate', 'filter-dates', 'actor']);
    expect(screen.getByTestId('filter-status')).toHaveTextContent('Paid');
    expect(screen.getByLabelText('Plate')).toHaveValue('B 1');
    expect(screen.getByTestId('filter-dates')).toHaveTextContent('2026-10-01 – …');
    expect(screen.getByTestId('actor')).toHaveTextContent('ani');
  });

  it('sets the filter of the control that changed (both ends for a range; blank text unsets)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const values: Values = { plate: 'B 1' };
    render(<FilterBar fields={FIELDS} values={values} onChange={onChange} />);

    await choose(document.body, 'Status', 'Unpaid');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'unpaid' });

    await user.click(screen.getByTestId('filter-dates'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: undefined });

    await user.click(screen.getByTestId('actor'));
    expect(onChange).toHaveBeenLastCalledWith({ actor: undefined });

    await user.clear(screen.getByLabelText('Plate'));
    await user.type(screen.getByLabelText('Plate'), ' b 12 ');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ plate: 'B 12' }));
    await user.clear(screen.getByLabelText('Plate'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ plate: undefined }));
  });
});
