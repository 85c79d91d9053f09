import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { z } from 'zod';
import { changeLanguage } from '../lib/i18n';
import { rulesFor } from '../lib/zodRule';
import { NumberInput, RupiahInput } from './NumberInputs';

const schema = z.object({
  kwh: z.number().optional(),
  amount: z.number().int('validation:rupiah_whole').optional(),
});
const rules = rulesFor(schema);

let values: Record<string, unknown> = {};

function Fields() {
  return (
    <Form onValuesChange={(_, all: Record<string, unknown>) => (values = all)}>
      <Form.Item name="kwh" label="kWh">
        <NumberInput suffix="kWh" />
      </Form.Item>
      <Form.Item name="amount" label="Amount" rules={rules('amount')}>
        <RupiahInput />
      </Form.Item>
    </Form>
  );
}

/** Types `text` into the field and leaves it, as staff do. */
function type(label: string, text: string) {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
}

describe('numeric fields in the UI language', () => {
  afterEach(async () => {
    values = {};
    await changeLanguage('en');
  });

  it("reads '1,44' in Indonesian as 1.44 and shows it back as typed", async () => {
    await changeLanguage('id');
    render(<Fields />);
    const input = type('kWh', '1,44');
    expect(values.kwh).toBe(1.44);
    expect(input.value).toBe('1,44');
    type('Amount', '1.500.000');
    expect(values.amount).toBe(1500000);
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('1.500.000');
  });

  it("reads '1.44' in English as 1.44, with ',' grouping thousands", () => {
    render(<Fields />);
    const input = type('kWh', '1.44');
    expect(values.kwh).toBe(1.44);
    expect(input.value).toBe('1.44');
    type('Amount', '1,500,000');
    expect(values.amount).toBe(1500000);
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('1,500,000');
  });

  it('refuses a decimal typed into a rupiah field with the form message, not another number', async () => {
    await changeLanguage('id');
    render(<Fields />);
    const input = type('Amount', '1,44');
    expect(values.amount).toBe(1.44);
    expect(input.value).toBe('1,44');
    await waitFor(() => expect(screen.getByText('Isi rupiah tanpa desimal')).toBeInTheDocument());
  });

  it('keeps every keystroke, grouping only once the field is left', async () => {
    await changeLanguage('id');
    render(<Fields />);
    const user = userEvent.setup();
    const amount = screen.getByLabelText<HTMLInputElement>('Amount');
    await user.type(amount, '1500000');
    expect(values.amount).toBe(1500000);
    expect(amount.value).toBe('1500000');
    const kwh = screen.getByLabelText<HTMLInputElement>('kWh');
    await user.type(kwh, '1,44');
    expect(values.kwh).toBe(1.44);
    expect(kwh.value).toBe('1,44');
    await user.tab();
    expect(kwh.value).toBe('1,44');
    expect(amount.value).toBe('1.500.000');
  });

  it('empties the field when its text is cleared (no number, not 0)', () => {
    render(<Fields />);
    type('Amount', '2,500');
    expect(values.amount).toBe(2500);
    type('Amount', '');
    expect(values.amount).toBeNull();
  });
});
