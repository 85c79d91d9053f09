// Jakarta time must not depend on the browser's zone: these tests run in New York.
const LOCAL_TZ = process.env.TZ;
process.env.TZ = 'America/New_York';

import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { envelope, server } from '../../../../test/server';
import { button, count, dialog, clickMenuItem, openRowMenu, tableRow } from '../../../../test/dom';
import { kycRow, page, pdfResponse, serveReference, serveSession } from '../../testing/fixtures';

const PATH = '/app/borrower/kyc';

configure({ asyncUtilTimeout: 15_000 });

function serveKyc(rows = [kycRow(3), kycRow(2), kycRow(1)]) {
  server.use(
    http.get('/api/v1/kyc', () => page(rows)),
    http.get('/api/v1/kyc/summary', () =>
      envelope({ ol_processing: 1, kyc_scheduling: 4, kyc_scheduled: 2, kyc_expired: 1, kyc_rejected: 0, kyc_approved: 7 }),
    ),
  );
}

/** Jakarta's calendar date `days` days from now (`YYYY-MM-DD`). */
function jakartaDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(Date.now() + days * 86_400_000);
}

// Test files may share a worker: give the zone back.
afterAll(() => {
  if (LOCAL_TZ === undefined) delete process.env.TZ;
  else process.env.TZ = LOCAL_TZ;
});

describe('KYC list', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession();
    serveReference();
  });

  it('shows counts, statuses and the meeting in Jakarta time (WIB) in another zone, and only the allowed actions', async () => {
    expect(new Date('2026-11-24T03:00:00Z').getHours()).toBe(22); // New York, the day before
    serveKyc([
      kycRow(3, {
        kyc_status: 'kyc_scheduled',
        scheduled_at: '2026-11-24T03:00:00Z',
        method: 'video_call',
        location: 'https://meet.example.com/abc',
        allowed_actions: ['kyc_schedule', 'kyc_result', 'download_offering_letter'],
      }),
      kycRow(2, { kyc_status: 'kyc_approved', ol_status: 'ol_downloaded', allowed_actions: [] }),
    ]);
    renderApp(PATH);
    expect(await screen.findByText('LN-0000003')).toBeInTheDocument();
    await waitFor(() => expect(count('kyc_approved')).toBe('7'));
    expect(count('kyc_scheduling')).toBe('4');

    const third = within(tableRow('LN-0000003'));
    expect(third.getByTestId('meeting-at')).toHaveTextContent('24 Nov 2026 10:00 WIB');
    expect(third.getByText('KYC scheduled')).toBeInTheDocument();
    expect(third.getByRole('link', { name: 'https://meet.example.com/abc' })).toHaveAttribute('target', '_blank');
    expect(third.getByLabelText('Download the offering letter of LN-0000003')).toBeInTheDocument();
    const second = within(tableRow('LN-0000002'));
    expect(second.getByText('KYC approved')).toBeInTheDocument();
    expect(second.getByText('OL is downloaded')).toBeInTheDocument();
    expect(second.queryByLabelText('Download the offering letter of LN-0000002')).toBeNull();

    expect(await openRowMenu('LN-0000003')).toEqual(['See loan detail', 'Reschedule KYC', 'Record KYC result']);
    await userEvent.keyboard('{Escape}');
    expect(await openRowMenu('LN-0000002')).toEqual(['See loan detail']);
  });

  it('schedules on a Jakarta clock whatever the zone, refuses a past time, and schedules the selected loans at once', async () => {
    serveKyc([
      kycRow(3, { kyc_status: 'kyc_expired', scheduled_at: '2026-01-05T03:00:00Z', method: 'in_person', location: 'Kantor Roda' }),
      kycRow(2),
      kycRow(1),
    ]);
    const bodies: { path: string; body: Record<string, unknown> }[] = [];
    server.use(
      http.post('/api/v1/loans/:loanId/kyc-schedule', async ({ request, params }) => {
        bodies.push({ path: String(params.loanId), body: (await request.json()) as Record<string, unknown> });
        return envelope({});
      }),
      http.post('/api/v1/kyc/schedule', async ({ request }) => {
        const body = (await request.json()) as { loan_ids: string[] };
        bodies.push({ path: 'batch', body });
        return envelope({ scheduled: body.loan_ids });
      }),
    );
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();

    // The expired meeting is the starting point: shown on a Jakarta clock, and refused as past.
    await openRowMenu('LN-0000003');
    await clickMenuItem('Reschedule KYC');
    let modal = await dialog();
    expect(within(modal).getByLabelText('Date and time (WIB)')).toHaveValue('2026-01-05 10:00');
    expect(within(modal).getByLabelText('Place')).toHaveValue('Kantor Roda');
    await user.click(button('Schedule', modal));
    expect(await within(modal).findByText('The meeting must be in the future')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(button('Cancel', modal));

    // A new meeting starts tomorrow 10:00 in Jakarta, sent as +07:00.
    await openRowMenu('LN-0000002');
    await clickMenuItem('Schedule KYC');
    modal = await dialog();
    await user.type(within(modal).getByLabelText('Meeting link'), 'https://meet.example.com/x');
    await user.click(button('Schedule', modal));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      path: 'LN-0000002',
      body: { scheduled_at: `${jakartaDate(1)}T10:00:00+07:00`, method: 'video_call', location: 'https://meet.example.com/x', note: null },
    });

    await user.click(screen.getByLabelText('Select LN-0000002'));
    await user.click(screen.getByLabelText('Select LN-0000001'));
    await user.click(button('Schedule KYC', screen.getByTestId('selection-bar')));
    modal = await dialog();
    expect(modal).toHaveTextContent('Schedule the KYC of 2 loans');
    await user.click(within(modal).getByLabelText('In person'));
    await user.type(within(modal).getByLabelText('Place'), 'Kantor Roda, Jl. Sudirman 1');
    await user.click(button('Schedule', modal));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1].path).toBe('batch');
    expect(bodies[1].body).toMatchObject({ loan_ids: ['LN-0000002', 'LN-0000001'], method: 'in_person', location: 'Kantor Roda, Jl. Sudirman 1' });
    expect(await screen.findByText('KYC scheduled for 2 loans')).toBeInTheDocument();
  });

  it('records a rejection only with a reason', async () => {
    serveKyc([kycRow(3, { kyc_status: 'kyc_scheduled', scheduled_at: '2026-11-24T03:00:00Z', allowed_actions: ['kyc_result'] })]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/loans/:loanId/kyc-result', async ({ request }) => {
        bodies.push(await request.json());
        return envelope({});
      }),
    );
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();
    await openRowMenu('LN-0000003');
    await clickMenuItem('Record KYC result');
    const modal = await dialog();
    await user.click(within(modal).getByLabelText('Rejected'));
    await user.click(button('Record', modal));
    expect(await within(modal).findByText('Please give a reason')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('Reason'), 'KTP photo does not match');
    await user.click(button('Record', modal));
    await waitFor(() => expect(bodies).toEqual([{ result: 'rejected', reason: 'KTP photo does not match' }]));
  });

  it('downloads the offering letter with the bearer token, or says none is needed', async () => {
    serveKyc([kycRow(3), kycRow(2, { program_id: null })]);
    const seen: { loan: string; lang: string | null; auth: string | null }[] = [];
    server.use(
      http.get('/api/v1/loans/:loanId/offering-letter', ({ request, params }) => {
        seen.push({ loan: String(params.loanId), lang: new URL(request.url).searchParams.get('lang'), auth: request.headers.get('Authorization') });
        if (params.loanId === 'LN-0000002') {
          return envelope(null, 404, 'No offering letter needed', [{ field: null, code: 'offering_letter_not_needed', message: 'No offering letter needed' }]);
        }
        return pdfResponse('OL-LN-0000003.pdf');
      }),
    );
    const created = vi.fn(() => 'blob:ol');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();

    await user.click(screen.getByLabelText('Download the offering letter of LN-0000003'));
    await clickMenuItem('In Indonesian');
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(seen[0]).toEqual({ loan: 'LN-0000003', lang: 'id', auth: 'Bearer access-1' });
    expect(created).toHaveBeenCalled();

    await user.click(screen.getByLabelText('Download the offering letter of LN-0000002'));
    await clickMenuItem('In English');
    expect(await within(tableRow('LN-0000002')).findByText('No offering letter needed')).toBeInTheDocument();
    expect(seen[1]).toMatchObject({ loan: 'LN-0000002', lang: 'en' });
    click.mockRestore();
  });
});
