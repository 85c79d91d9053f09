// The timeline is in Jakarta time whatever the browser's zone: these run in Berlin.
const LOCAL_TZ = process.env.TZ;
process.env.TZ = 'Europe/Berlin';

import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { envelope, server } from '../../../../test/server';
import { loanDetail, serveSession } from '../../testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });

/** The application detail the page starts from (only what its header and first tab read). */
function application() {
  return {
    loan_id: 'LN-0000005',
    customer_id: 'CU-5',
    full_name: 'Budi Santoso 5',
    status: 'verified',
    display_status: 'verified',
    lead_status: 'qualified',
    allowed_actions: [],
    deleted_at: null,
    delete_reason: null,
    email: 'budi5@example.co.id',
    phone: '+6281200000005',
    basic_info: {
      full_name: 'Budi Santoso 5',
      gender: 'male',
      birth_place: 'Bekasi',
      birth_date: '1996-05-01',
      marital_status: 'single',
      mother_name: 'Siti Aminah',
      spouse_name: null,
      emergency_contact: { name: 'Ani Lestari', phone: '+6281322223333', relation: 'family' },
      email: 'budi5@example.co.id',
      phone: '+6281200000005',
      program_id: 'p',
      dealer_id: 'd',
      partner_id: 'pa',
      motorcycle_type_id: 'm',
      sales_name: null,
    },
    address: null,
    documents: null,
    financial: null,
    files: [],
    program: null,
    partner: null,
    dealer: null,
    motorcycle_type: null,
  };
}

// Test files may share a worker: give the zone back.
afterAll(() => {
  if (LOCAL_TZ === undefined) delete process.env.TZ;
  else process.env.TZ = LOCAL_TZ;
});

describe('the loan tab of the borrower detail', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession();
  });

  it('shows terms, the allocation history and the timeline with who, when (WIB) and what', async () => {
    server.use(
      http.get('/api/v1/loan-applications/:loanId', () => envelope(application())),
      http.get('/api/v1/loans/:loanId', () => envelope(loanDetail(5))),
    );
    renderApp('/app/borrower/detail?loan_id=LN-0000005&tab=loan');
    const tab = await screen.findByTestId('loan-tab');
    expect(within(tab).getByTestId('terms-principal')).toHaveTextContent('Rp 24.000.000');
    expect(within(tab).getByText('24 installments, monthly')).toBeInTheDocument();
    expect(within(tab).getByText('18,5%')).toBeInTheDocument();

    const history = within(within(tab).getByTestId('allocation-history'));
    expect(history.getByText('Bank Sinar')).toBeInTheDocument();
    expect(history.getByText('Income too low for us')).toBeInTheDocument();
    expect(history.getByText('Koperasi Maju')).toBeInTheDocument();

    // Each event a sentence with the person and the loan ID, the statuses it moved and its facts
    // (issue 45 item 2): never a code, an id or "[object Object]".
    const events = within(tab).getAllByTestId('timeline-event');
    expect(events).toHaveLength(4);
    expect(events[0]).toHaveTextContent('Staff Level 3 verified the application LN-0000005.');
    expect(events[0]).toHaveTextContent('Application: Unverified → Verified · Approval: Pending');
    expect(events[0]).toHaveTextContent('20 Nov 2026 10:00 WIB · Staff Level 3');
    expect(events[1]).toHaveTextContent('Staff Level 3 allocated LN-0000005 to a lender.');
    expect(events[1]).toHaveTextContent('Lender: Bank Sinar');
    expect(events[2]).toHaveTextContent('Lender Staff rejected LN-0000005 for the lender.');
    expect(events[2]).toHaveTextContent('Approval: Pending → Rejected · Reason: Income too low for us');
    expect(events[2]).toHaveTextContent('20 Nov 2026 13:00 WIB · Lender Staff');
    // An event without a sentence of its own reads as a generic one; the daily job names itself.
    expect(events[3]).toHaveTextContent('Daily job changed LN-0000005.');
    expect(events[3]).toHaveTextContent('24 Nov 2026 00:30 WIB · Daily job');
    const timeline = within(tab).getByTestId('loan-timeline');
    expect(timeline.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|object Object|loan\.|loan_application\./);

    await changeLanguage('id');
    expect(await within(tab).findByText('Lender Staff menolak LN-0000005 atas nama pemberi dana.')).toBeInTheDocument();
    expect(within(tab).getAllByTestId('timeline-event')[3]).toHaveTextContent('Tugas harian mengubah LN-0000005.');
    expect(within(tab).getByTestId('loan-timeline').textContent).not.toMatch(/object Object|returned an object/);
  });

  it('shows the first payment due, received so far and what remains', async () => {
    server.use(
      http.get('/api/v1/loan-applications/:loanId', () => envelope(application())),
      http.get('/api/v1/loans/:loanId', () =>
        envelope(
          loanDetail(5, {
            stage: 'contract',
            kyc_status: 'kyc_approved',
            payment_status: 'payment_scheduled',
            first_payment: {
              due_date: '2026-12-01',
              amount: 3_150_000,
              amount_due: 3_150_000,
              amount_received: 100_000,
              amount_remaining: 3_050_000,
              status: 'payment_scheduled',
              paid_at: null,
            },
          }),
        ),
      ),
    );
    renderApp('/app/borrower/detail?loan_id=LN-0000005&tab=loan');
    const stages = within(await screen.findByTestId('loan-stages'));
    expect(stages.getByTestId('first-payment-due')).toHaveTextContent('Rp 3.150.000');
    expect(stages.getByTestId('first-payment-received')).toHaveTextContent('Rp 100.000');
    expect(stages.getByTestId('first-payment-remaining')).toHaveTextContent('Rp 3.050.000');
    expect(stages.getByText('First payment received')).toBeInTheDocument();
    expect(stages.getByText('First payment remaining')).toBeInTheDocument();
    expect(within(screen.getByTestId('loan-statuses')).getByTestId('payment-status')).toHaveTextContent('Payment scheduled');

    await changeLanguage('id');
    expect(await stages.findByText('Sisa pembayaran pertama')).toBeInTheDocument();
    expect(stages.getByText('Pembayaran pertama diterima')).toBeInTheDocument();
  });

  it('is a tab beside the application tabs', async () => {
    server.use(
      http.get('/api/v1/loan-applications/:loanId', () => envelope(application())),
      http.get('/api/v1/loans/:loanId', () => envelope(loanDetail(5, { terms: null, allocations: [], timeline: [] }))),
    );
    renderApp('/app/borrower/detail?loan_id=LN-0000005');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Loan' }));
    const tab = await screen.findByTestId('loan-tab');
    expect(within(tab).getByText('Terms are fixed when the application is verified.')).toBeInTheDocument();
    expect(within(tab).getByText('Not allocated to a lender yet')).toBeInTheDocument();
    expect(within(tab).getByText('Nothing happened yet')).toBeInTheDocument();
  });
});
