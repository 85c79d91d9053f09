import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { serveSession } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { STAGES, type HomeSummary } from '../api';

configure({ asyncUtilTimeout: 15_000 });

const STAGE_COUNTS = STAGES.map((stage, i) => ({ stage, count: i + 1 }));

/** Everything a level-21 account sees. */
const FULL: HomeSummary = {
  stages: STAGE_COUNTS,
  today: { due: { count: 12, amount: 3_600_000 }, collected: { count: 1_250, amount: 2_400_000 } },
  late_buckets: [
    { bucket: '1_30', count: 7, amount: 2_100_000 },
    { bucket: '31_60', count: 2, amount: 1_500_000 },
    { bucket: '61_90', count: 1, amount: 900_000 },
    // over_90 left out: shown as none.
  ],
  to_hand_over: 4,
};

function serveSummary(summary: HomeSummary | Record<string, unknown>) {
  server.use(http.get('/api/v1/home/summary', () => envelope(summary)));
}

function statistic(testId: string): string | null | undefined {
  return screen.getByTestId(testId).querySelector('.ant-statistic-content-value')?.textContent;
}

describe('home dashboard', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession({ areas: ['home'], level: 21 });
  });

  it("shows today's repayments, the late loans per bucket and the units to hand over, each linked to its list", async () => {
    serveSummary(FULL);
    renderApp('/app/home');
    expect(await screen.findByTestId('home-today')).toBeInTheDocument();
    // The stage cards stay.
    expect(statistic('stage-lead')).toBe('1');

    expect(statistic('today-due')).toBe('Rp 3.600.000');
    expect(screen.getByTestId('today-due-count')).toHaveTextContent('12 installments');
    expect(statistic('today-collected')).toBe('Rp 2.400.000');
    expect(screen.getByTestId('today-collected-count')).toHaveTextContent('1.250 payments');

    const late = screen.getByTestId('home-late');
    expect(statistic('late-1_30')).toBe('7');
    expect(screen.getByTestId('late-1_30-amount')).toHaveTextContent('Rp 2.100.000');
    expect(screen.getByTestId('late-1_30')).toHaveTextContent('Special mention');
    expect(statistic('late-over_90')).toBe('0');
    expect(screen.getByTestId('late-over_90-amount')).toHaveTextContent('Rp 0');
    expect(screen.getByTestId('late-over_90')).toHaveTextContent('Loss');
    const links = within(late).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/app/repayment/late?bucket=dalam_perhatian_khusus',
      '/app/repayment/late?bucket=kurang_lancar',
      '/app/repayment/late?bucket=diragukan',
      '/app/repayment/late?bucket=macet',
    ]);
    expect(links[0]).toHaveAccessibleName('1–30 days late: 7 loans, open the late list');

    expect(statistic('to-hand-over')).toBe('4');
    expect(screen.getByRole('link', { name: '4 units to hand over, open the handover list' })).toHaveAttribute('href', '/app/motorcycle/handover');
  });

  it('shows none of them when the server sends null (a level without those areas)', async () => {
    serveSummary({ stages: STAGE_COUNTS, today: null, late_buckets: null, to_hand_over: null });
    renderApp('/app/home');
    expect(await screen.findByTestId('stage-active')).toBeInTheDocument();
    expect(screen.queryByTestId('home-today')).toBeNull();
    expect(screen.queryByTestId('home-late')).toBeNull();
    expect(screen.queryByTestId('home-handover')).toBeNull();
  });

  it('shows each part on its own: today without late loans, and no units to hand over as 0', async () => {
    serveSummary({ ...FULL, late_buckets: null, to_hand_over: 0 });
    renderApp('/app/home');
    expect(await screen.findByTestId('home-today')).toBeInTheDocument();
    expect(screen.queryByTestId('home-late')).toBeNull();
    expect(statistic('to-hand-over')).toBe('0');
  });

  it('shows only the late loans, from a server that sends no other part', async () => {
    serveSummary({ stages: [], late_buckets: FULL.late_buckets });
    renderApp('/app/home');
    expect(await screen.findByTestId('home-late')).toBeInTheDocument();
    expect(screen.getByTestId('no-stages')).toBeInTheDocument();
    expect(screen.queryByTestId('home-today')).toBeNull();
    expect(screen.queryByTestId('home-handover')).toBeNull();
  });

  it("shows level 1 its motorcycles and batteries by status, each linked to the list its level opens", async () => {
    serveSession({ areas: ['home', 'motorcycle/active', 'motorcycle/detail', 'battery/active', 'battery/detail'], level: 1 });
    serveSummary({
      stages: [],
      today: null,
      late_buckets: null,
      to_hand_over: null,
      assets: [
        { kind: 'motorcycle', total: 1_250, by_status: [{ status: 'in_stock', count: 50 }, { status: 'handed_over', count: 1_200 }] },
        { kind: 'battery', total: 0, by_status: [] },
      ],
    });
    renderApp('/app/home');
    expect(await screen.findByTestId('home-assets')).toBeInTheDocument();
    expect(statistic('assets-motorcycle')).toBe('1.250');
    expect(screen.getByTestId('assets-motorcycle-statuses')).toHaveTextContent('In stock: 50Handed over: 1.200');
    expect(statistic('assets-battery')).toBe('0');
    expect(screen.getByRole('link', { name: 'Motorcycles: 1.250, open the list' })).toHaveAttribute('href', '/app/motorcycle/active');
    expect(screen.getByRole('link', { name: 'Batteries: 0, open the list' })).toHaveAttribute('href', '/app/battery/active');
  });

  it('speaks Indonesian', async () => {
    serveSummary(FULL);
    await changeLanguage('id');
    renderApp('/app/home');
    expect(await screen.findByText('Jatuh tempo hari ini')).toBeInTheDocument();
    expect(screen.getByTestId('today-due-count')).toHaveTextContent('12 cicilan');
    expect(screen.getByTestId('late-1_30')).toHaveTextContent('Dalam perhatian khusus');
    expect(screen.getByTestId('late-over_90')).toHaveTextContent('Lebih dari 90 hari');
    expect(screen.getByTestId('late-over_90')).toHaveTextContent('Macet');
    expect(screen.getByText('Unit untuk diserahkan')).toBeInTheDocument();
  });
});
