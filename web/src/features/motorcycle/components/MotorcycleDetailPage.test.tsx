import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { tableRow } from '../../../test/dom';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { serveSession } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import type { TimelineEvent } from '../schemas';
import { LEVEL1_AREAS, LEVEL7_AREAS, handedOver, serveTypes, serveUnits, unit, unitDetail, unitId } from '../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

// As the server answers them (issue 45 item 2: its keys, a handover's batteries as a list).
const TIMELINE: TimelineEvent[] = [
  {
    at: '2026-11-22T05:00:00Z',
    kind: 'battery_swap',
    detail: { station_id: 'ST-09', battery_out_serial: 'BAT-1-A', battery_in_serial: 'BAT-9-Z', soc_in_percent: 98, mystery_key: 'raw' },
  },
  { at: '2026-11-21T03:00:00Z', kind: 'status_changed', detail: { from: 'handed_over', to: 'in_service', note: null } },
  {
    at: '2026-11-20T03:00:00Z',
    kind: 'handed_over',
    detail: { loan_id: 'LN-0000001', borrower_name: 'Budi Santoso 1', odometer_km: 120, battery_serials: ['BAT-1-A', 'BAT-1-B'] },
  },
  { at: '2026-11-01T03:00:00Z', kind: 'registered', detail: { plate_number: 'B 1001 XYZ', frame_number: 'MH1JM0001' } },
];

function serveDetail(detail = unitDetail({ timeline: TIMELINE })) {
  server.use(http.get('/api/v1/motorcycles/:id', () => envelope(detail)));
}

describe('motorcycle detail and units in use', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveTypes();
  });

  it('shows the unit, its holder and its whole history as one timeline, newest first, with texts for known keys', async () => {
    serveSession({ areas: LEVEL7_AREAS, level: 7 });
    serveDetail();
    renderApp(`/app/motorcycle/detail?id=${unitId(1)}`);
    expect(await screen.findByRole('heading', { name: 'B 1001 XYZ' })).toBeInTheDocument();
    expect(screen.getByTestId('motorcycle-fields')).toHaveTextContent('Rp 24.000.000');
    expect(screen.getByTestId('motorcycle-holder')).toHaveTextContent('Budi Santoso 1');
    const events = within(screen.getByTestId('motorcycle-timeline')).getAllByTestId('timeline-event');
    expect(events.map((e) => e.getAttribute('data-kind'))).toEqual(['battery_swap', 'status_changed', 'handed_over', 'registered']);
    expect(events[0]).toHaveTextContent('Battery swapped');
    expect(events[0]).toHaveTextContent('22 Nov 2026 12:00 WIB');
    expect(events[0]).toHaveTextContent('Station: ST-09');
    expect(events[0]).toHaveTextContent('Battery in: BAT-9-Z');
    expect(events[0]).toHaveTextContent('SoC in (%): 98');
    // A key without a text reads as words, never as its code.
    expect(events[0]).toHaveTextContent('Mystery key: raw');
    expect(events[1]).toHaveTextContent('From: Handed over');
    expect(events[1]).toHaveTextContent('To: In service');
    expect(events[2]).toHaveTextContent('Loan: LN-0000001');
    expect(events[2]).toHaveTextContent('Odometer (km): 120 km');
    expect(events[2]).toHaveTextContent('Batteries: BAT-1-A, BAT-1-B');
    expect(events[3]).toHaveTextContent('Registered');
    expect(events[3]).toHaveTextContent('Frame number: MH1JM0001');
    expect(screen.getByTestId('motorcycle-timeline').textContent).not.toMatch(/[a-z]+_[a-z_]+/);

    await changeLanguage('id');
    expect(await within(screen.getByTestId('motorcycle-timeline')).findByText('Baterai:')).toBeInTheDocument();
    expect(events[1]).toHaveTextContent('Ke: Dalam servis');
    expect(screen.getByTestId('change-status')).toBeInTheDocument();
  });

  it('changes the status only when the unit allows it, and sends the version', async () => {
    serveSession({ areas: LEVEL7_AREAS, level: 7 });
    serveDetail(unitDetail({ ...unit(1), version: 4, batteries: [], handovers: [], timeline: [] }));
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/motorcycles/:id/status', async ({ request }) => {
        bodies.push(await request.json());
        return envelope(unitDetail({ ...unit(1), status: 'in_service' }), 200, 'Status changed');
      }),
    );
    renderApp(`/app/motorcycle/detail?id=${unitId(1)}`);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('change-status'));
    const modal = await waitFor(() => screen.getByRole('dialog'));
    await user.click(within(modal).getByLabelText('New status'));
    await user.click(await waitFor(() => {
      const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.textContent === 'In service');
      if (!option) throw new Error('no option');
      return option;
    }));
    await user.click(within(modal).getByLabelText('Reason'));
    await user.paste('Brake check');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ status: 'in_service', note: 'Brake check', version: 4 }]));
  });

  it('offers only the moves the server allows and says what the move did: a unit whose loan ended is returned and its holder ended', async () => {
    serveSession({ areas: LEVEL7_AREAS, level: 7 });
    const ended = { ...handedOver(1, { status_moves: ['in_stock', 'repossessed', 'sold'] }), version: 2 };
    serveDetail(unitDetail({ ...ended, holder: { ...ended.holder!, active_status: 'inactive', dpd: 0 } }));
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/motorcycles/:id/status', async ({ request }) => {
        bodies.push(await request.json());
        return envelope(unitDetail({ ...unit(1), holder: null }), 200, 'Motorcycle returned to stock; holder ended');
      }),
    );
    renderApp(`/app/motorcycle/detail?id=${unitId(1)}`);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('change-status'));
    const modal = await waitFor(() => screen.getByRole('dialog'));
    await user.click(within(modal).getByLabelText('New status'));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((el) => el.textContent);
      if (found.length === 0) throw new Error('no options');
      return found;
    });
    expect(options).toEqual(['In stock', 'Repossessed', 'Sold']);
    await user.click([...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.textContent === 'In stock')!);
    await user.click(within(modal).getByLabelText('Reason'));
    await user.paste('Loan paid off, unit back');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ status: 'in_stock', note: 'Loan paid off, unit back', version: 2 }]));
    expect(await screen.findByText('Motorcycle returned to stock; holder ended')).toBeInTheDocument();
  });

  it('level 1 reads the unit without "Change status"; without an id, finds a unit by plate', async () => {
    serveSession({ areas: LEVEL1_AREAS, level: 1 });
    serveDetail(unitDetail({ allowed_actions: [], timeline: TIMELINE }));
    const queries = serveUnits((params) => (params.get('q') ? [unit(5)] : []));
    const { router } = renderApp('/app/motorcycle/detail');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('find-unit'), 'B 1005');
    const link = await screen.findByRole('link', { name: 'B 1005 XYZ' });
    expect(queries.at(-1)?.get('q')).toBe('B 1005');
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${unitId(5)}`));
    expect(await screen.findByTestId('motorcycle-timeline')).toBeInTheDocument();
    expect(screen.queryByTestId('change-status')).toBeNull();
    // Level 1 may not open the borrower detail: the loan ID is plain text.
    expect(within(screen.getByTestId('motorcycle-holder')).queryByRole('link', { name: 'LN-0000001' })).toBeNull();
  });

  it('active: the units in use with borrower, loan status, DPD, STNK warning and batteries', async () => {
    serveSession({ areas: LEVEL1_AREAS, level: 1 });
    const queries = serveUnits([handedOver(2, { stnk_warning: 'expiring' })]);
    renderApp('/app/motorcycle/active');
    expect(await screen.findByRole('heading', { name: 'Active motorcycles' })).toBeInTheDocument();
    const row = within(await waitFor(() => tableRow(unitId(2))));
    expect(row.getByText('Budi Santoso 2')).toBeInTheDocument();
    expect(row.getByText('Late')).toBeInTheDocument();
    expect(row.getByTestId('dpd')).toHaveTextContent('12');
    expect(row.getByTestId('stnk-warning')).toHaveTextContent('STNK expiring');
    expect(row.getByTestId('battery-serials')).toHaveTextContent('BAT-2-A, BAT-2-B');
    expect(row.getByTestId('loan-id')).toHaveTextContent('LN-0000002');
    expect(row.queryByTestId('loan-link')).toBeNull();
    expect(row.getByRole('link', { name: 'Open B 1002 XYZ' })).toHaveAttribute('href', `/app/motorcycle/detail?id=${unitId(2)}`);
    // In use: handed over to a loan that has not ended (the server decides which).
    expect(queries[0].get('in_use')).toBe('true');
    expect(queries[0].get('status')).toBeNull();
    // Level 1 sees only the read-only motorcycle and battery pages in the menu.
    expect(screen.queryByRole('link', { name: 'Motorcycle registration' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Handover' })).toBeNull();
  });

  it('active: staff who may open the borrower detail get the loan ID as a link', async () => {
    serveSession({ areas: LEVEL7_AREAS, level: 7 });
    serveUnits([handedOver(2)]);
    renderApp('/app/motorcycle/active');
    const row = within(await waitFor(() => tableRow(unitId(2))));
    expect(row.getByTestId('loan-link')).toHaveAttribute('href', expect.stringContaining('/app/borrower/detail?loan_id=LN-0000002'));
  });
});
