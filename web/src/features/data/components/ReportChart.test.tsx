import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { CHARTS } from '../charts';
import { REPORT_FIXTURES } from '../testing/fixtures';
import ReportChart from './ReportChart';

// The test DOM has no layout, so a ResponsiveContainer measures 0 × 0 and draws nothing: give the
// chart a size. (Its box, not a `vi.mock` of recharts: other test files of the worker load recharts
// first, and a module loaded once is not mocked.)
beforeEach(() => {
  const box = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect')?.value as (this: Element) => DOMRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container') ? new DOMRect(0, 0, 720, 300) : box.call(this);
  });
});
afterEach(() => vi.restoreAllMocks());

/** The texts of the value (y) axis' ticks. */
function valueTicks(): string[] {
  return [...screen.getByTestId('report-chart').querySelectorAll('.recharts-yAxis-tick-labels text')].map((t) => t.textContent ?? '');
}

describe('report chart axes', () => {
  afterEach(() => changeLanguage('en'));

  it("write money in the UI language's short forms, and switch with it", async () => {
    await changeLanguage('en');
    render(<ReportChart report={REPORT_FIXTURES.approvals} spec={CHARTS.approvals} />);
    // Approvals peak at Rp 120.000.000: English reads M for million.
    await waitFor(() => expect(valueTicks()).toEqual(['Rp 0', 'Rp 30M', 'Rp 60M', 'Rp 90M', 'Rp 120M']));

    await act(() => changeLanguage('id'));
    await waitFor(() => expect(valueTicks()).toEqual(['Rp 0', 'Rp 30 jt', 'Rp 60 jt', 'Rp 90 jt', 'Rp 120 jt']));
  });
});
