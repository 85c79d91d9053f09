/**
 * The filter controls of a list, drawn from its declared fields (`FilterField`) in order and bound
 * to its filters: each control shows its filter's value and sets it through `onChange` (with
 * `useUrlFilters`, the list's URL). A select is clearable, its placeholder and accessible name its
 * label; a search box sets its filter once typing pauses. The controls come without a wrapper, for
 * `ListPage`'s `filters` (its toolbar lays them out beside the search box).
 */
import { Fragment } from 'react';
import { Select } from 'antd';
import { SELECT_WIDTH, type FilterField } from './filterFields';
import { SearchBox } from './SearchBox';

/** The keys of `F` that hold text (the filters a control can set). */
export type TextKeys<F> = { [P in keyof F]-?: Exclude<F[P], undefined> extends string ? P : never }[keyof F] & string;

export interface FilterBarProps<F extends object> {
  fields: readonly FilterField<TextKeys<F>>[];
  /** The list's filters (the search and sort among them; each field reads only its own). */
  values: F;
  /** Sets the filters a control changed (`undefined`: unset). */
  onChange: (change: Partial<F>) => void;
}

export function FilterBar<F extends object>({ fields, values, onChange }: FilterBarProps<F>) {
  const current = values as Partial<Record<string, string>>;
  const set = onChange as (change: Partial<Record<string, string>>) => void;

  return fields.map((field) => {
    switch (field.kind) {
      case 'select': {
        const { key, label, renderValue } = field;
        return (
          <Select
            key={key}
            aria-label={label}
            placeholder={label}
            allowClear
            showSearch={field.searchable ? { optionFilterProp: 'label' } : undefined}
            value={current[key]}
            onChange={(value?: string) => set({ [key]: value })}
            options={field.options}
            loading={field.loading}
            labelRender={renderValue && ((option) => renderValue(String(option.value)))}
            style={{ minWidth: field.width ?? SELECT_WIDTH }}
            popupMatchSelectWidth={field.popupWidth === 'select'}
            data-testid={field.testId}
          />
        );
      }
      case 'search': {
        const { key, normalize } = field;
        return (
          <SearchBox
            key={key}
            value={current[key] ?? ''}
            onSearch={(text) => set({ [key]: (normalize ? normalize(text) : text) || undefined })}
            label={field.label}
            placeholder={field.label}
            testId={field.testId}
            width={field.width}
          />
        );
      }
      case 'dateRange': {
        const {
          keys: [from, to],
          picker: Picker,
        } = field;
        return (
          <Picker
            key={from}
            label={field.label}
            placeholder={field.placeholder}
            from={current[from]}
            to={current[to]}
            onChange={(first, last) => set({ [from]: first, [to]: last })}
            testId={field.testId}
          />
        );
      }
      case 'custom':
        return <Fragment key={field.key}>{field.render(current[field.key], (value) => set({ [field.key]: value }))}</Fragment>;
    }
  });
}
