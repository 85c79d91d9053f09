import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ApplicationDetail } from '../../../entities/loan-application/types';
import { changeLanguage } from '../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import { detail, serveSession } from '../testing/fixtures';

configure({ asyncUtilTimeout: 5000 });

// msw hands a blob answer of XMLHttpRequest to undici's Response, which needs Blob#stream;
// jsdom's Blob has none.
if (!Blob.prototype.stream) {
  Blob.prototype.stream = function stream(this: Blob) {
    return new ReadableStream<Uint8Array>({
      start: async (controller) => {
        controller.enqueue(new Uint8Array(await this.arrayBuffer()));
        controller.close();
      },
    }) as ReturnType<Blob['stream']>;
  };
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

/** Answers the detail of LN-0000001 and its files; returns the Authorization of each file call. */
function serveDetail(data: ApplicationDetail | null) {
  const fileAuth: (string | null)[] = [];
  server.use(
    http.get('/api/v1/loan-applications/:loanId', ({ params }) =>
      data && params.loanId === data.loan_id ? envelope(data) : envelope(null, 404, 'Not found.'),
    ),
    http.get('/api/v1/files/:fileId', ({ request, params }) => {
      fileAuth.push(request.headers.get('authorization'));
      if (params.fileId === 'f-gone') return envelope(null, 404, 'Not found.');
      return new HttpResponse(JPEG, {
        headers: { 'Content-Type': 'image/jpeg', 'Content-Disposition': `inline; filename="ktp_photo-${String(params.fileId)}.jpg"` },
      });
    }),
  );
  return fileAuth;
}

function tab(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((el) => el.textContent === name);
  if (!found) throw new Error(`no tab ${name}`);
  return found;
}

function activePanel(): HTMLElement {
  const panel = document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]');
  if (!panel) throw new Error('no active tab');
  return panel;
}

describe('borrower detail', { timeout: 30_000 }, () => {
  let createObjectURL: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession();
    createObjectURL = vi.fn(() => 'blob:roda/1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the header and the four tabs with every step', async () => {
    serveDetail(detail(1));
    renderApp('/app/borrower/detail?loan_id=LN-0000001');
    expect(await screen.findByTestId('borrower-name')).toHaveTextContent('Budi Santoso 1');
    expect(screen.getByTestId('loan-id')).toHaveTextContent('LN-0000001');
    expect(screen.getByText('CU-0000001')).toBeInTheDocument();
    expect(screen.getByTestId('status-tag')).toHaveTextContent('KYC Scheduled');
    expect(screen.getByRole('link', { name: 'Continue registration' })).toHaveAttribute(
      'href',
      '/app/borrower/application/LN-0000001',
    );

    // Basic information.
    let panel = activePanel();
    expect(within(panel).getByText('Siti Aminah')).toBeInTheDocument();
    expect(within(panel).getByText('Male')).toBeInTheDocument();
    expect(within(panel).getByText('Roda Gambir')).toBeInTheDocument();
    expect(within(panel).getByText('Video call')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(tab('Address'));
    panel = activePanel();
    expect(within(panel).getByText('Kota Administrasi Jakarta Pusat')).toBeInTheDocument();
    expect(within(panel).getByTestId('ktp-same')).toHaveTextContent('Same as the residential address');

    await user.click(tab('Documents'));
    panel = activePanel();
    expect(within(panel).getByText('3171012345678901')).toBeInTheDocument();
    const files = within(panel).getByTestId('file-list');
    expect(within(files).getByText('ID card photo (KTP)')).toBeInTheDocument();
    expect(within(files).getByText('Domicile letter')).toBeInTheDocument();
    expect(within(files).getAllByText('View')).toHaveLength(6);
    expect(within(files).getAllByText('Download')).toHaveLength(6);

    await user.click(tab('Performance history'));
    panel = activePanel();
    expect(within(panel).getByTestId('average-income')).toHaveTextContent('Rp 4.166.666');
    expect(within(panel).getByText('Rp 138.888')).toBeInTheDocument();
    expect(within(panel).getByText('24 months')).toBeInTheDocument();
    expect(within(panel).getByText('Rp 3.500.000')).toBeInTheDocument();
    expect(within(panel).getByText('Income history photo')).toBeInTheDocument();
  });

  it('offers "Continue registration" only when the server allows editing', async () => {
    // Unverified and live, but the server does not allow this caller to edit it.
    serveDetail(detail(1, { allowed_actions: ['assign_pic'] }));
    renderApp('/app/borrower/detail?loan_id=LN-0000001');
    expect(await screen.findByTestId('borrower-name')).toHaveTextContent('Budi Santoso 1');
    expect(screen.getByText('Back to applications')).toBeInTheDocument();
    expect(screen.queryByText('Continue registration')).toBeNull();
  });

  it("says 'Not filled yet' for the steps still missing", async () => {
    serveDetail(detail(1, { status: 'draft', display_status: 'draft', address: null, documents: null, financial: null, ekyc_invitation: null, files: [] }));
    renderApp('/app/borrower/detail?loan_id=LN-0000001');
    await screen.findByTestId('borrower-name');
    const user = userEvent.setup();
    for (const name of ['Address', 'Documents', 'Performance history']) {
      await user.click(tab(name));
      expect(within(activePanel()).getByText('Not filled yet')).toBeInTheDocument();
    }
  });

  it('downloads a file through the API with the bearer token, never by a public URL', async () => {
    const fileAuth = serveDetail(detail(1));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.href}`);
    });
    renderApp('/app/borrower/detail?loan_id=LN-0000001');
    await screen.findByTestId('borrower-name');
    const user = userEvent.setup();
    await user.click(tab('Documents'));
    const ktp = within(activePanel()).getByTestId('file-ktp_photo');
    await user.click(within(ktp).getByText('Download'));
    await waitFor(() => expect(clicks).toEqual(['ktp_photo-f-ktp.jpg blob:roda/1']));
    expect(fileAuth.length).toBeGreaterThan(0);
    expect(fileAuth.every((auth) => auth === 'Bearer access-1')).toBe(true);
    // A Blob from fetch (happy-dom's, the test environment's `Blob`).
    expect(createObjectURL).toHaveBeenCalled();
    for (const [made] of createObjectURL.mock.calls) expect(made).toBeInstanceOf(Blob);
  });

  it("says 'No File Found' when the server has no such file", async () => {
    const data = detail(1);
    data.documents = { ...data.documents!, domicile_letter_file_id: 'f-gone' };
    data.files = data.files.map((f) => (f.file_id === 'f-domicile' ? { ...f, file_id: 'f-gone' } : f));
    serveDetail(data);
    renderApp('/app/borrower/detail?loan_id=LN-0000001');
    await screen.findByTestId('borrower-name');
    const user = userEvent.setup();
    await user.click(tab('Documents'));
    await user.click(within(within(activePanel()).getByTestId('file-domicile_letter')).getByText('Download'));
    expect(await screen.findByText('No File Found')).toBeInTheDocument();
  });

  it('shows whoever verifies the NIK mismatch a staff member confirmed', async () => {
    serveDetail({
      ...detail(1),
      nik_mismatch: {
        nik_birth_date: '1996-05-02',
        nik_gender: 'female',
        birth_date: '1996-05-01',
        gender: 'male',
        birth_date_differs: true,
        gender_differs: true,
        confirmed_by: { id: 'u-3', name: 'Staff Level 3' },
        confirmed_at: '2026-12-03T08:00:00Z',
      },
    });
    renderApp('/app/borrower/detail?loan_id=LN-0000001');
    expect(await screen.findByTestId('borrower-name')).toHaveTextContent('Budi Santoso 1');
    await userEvent.setup().click(tab('Documents'));
    const warning = within(activePanel()).getByTestId('nik-mismatch');
    expect(warning).toHaveTextContent('The ID card number (NIK) does not match the stated data');
    expect(warning).toHaveTextContent('The NIK gives the birth date 2 May 1996; the stated one is 1 May 1996.');
    expect(warning).toHaveTextContent('The NIK gives the gender Female; the stated one is Male.');
    expect(warning).toHaveTextContent('Confirmed by Staff Level 3 on');
  });

  it('shows no NIK warning when the NIK agrees', async () => {
    serveDetail({ ...detail(1), nik_mismatch: null });
    renderApp('/app/borrower/detail?loan_id=LN-0000001');
    expect(await screen.findByTestId('borrower-name')).toHaveTextContent('Budi Santoso 1');
    await userEvent.setup().click(tab('Documents'));
    expect(within(activePanel()).queryByTestId('nik-mismatch')).toBeNull();
  });

  it('explains a missing or unknown loan ID', async () => {
    serveDetail(null);
    const { router } = renderApp('/app/borrower/detail');
    expect(await screen.findByText('No application chosen')).toBeInTheDocument();
    await router.navigate('/app/borrower/detail?loan_id=LN-9999999');
    expect(await screen.findByText('Application not found')).toBeInTheDocument();
    expect(screen.getByText('No application has the loan ID LN-9999999.')).toBeInTheDocument();
  });

  it("shows where a verified loan stands now in the header: its stage and status, or how it ended", async () => {
    serveDetail({ ...detail(1), status: 'verified', display_status: 'verified', allowed_actions: [] });
    // What the header reads of `GET /api/v1/loans/{loan_id}`.
    const loanAt = (stage: string, active_status: string, inactive_reason: string | null = null) => ({
      loan_id: 'LN-0000001',
      stage,
      approval_status: 'approved',
      kyc_status: 'kyc_approved',
      payment_status: 'paid',
      contract_status: 'contract_verified',
      active_status,
      inactive_reason,
      timeline: [],
      allowed_actions: [],
    });
    let loan = loanAt('active', 'on_hold');
    server.use(http.get('/api/v1/loans/:loanId', () => envelope(loan)));
    const { unmount } = renderApp('/app/borrower/detail?loan_id=LN-0000001');
    const header = await screen.findByTestId('loan-stage-tags');
    expect(within(header).getByTestId('stage-status')).toHaveTextContent('Active borrower');
    expect(within(header).getByTestId('active-status')).toHaveTextContent('On hold');
    // Not the application's "Verified".
    expect(screen.queryByTestId('status-tag')).toBeNull();

    // A written-off loan, read afresh in Indonesian.
    unmount();
    loan = loanAt('closed', 'inactive', 'written_off');
    await changeLanguage('id');
    renderApp('/app/borrower/detail?loan_id=LN-0000001');
    expect(await screen.findByTestId('loan-ended')).toHaveTextContent('Dihapusbukukan');
    expect(within(screen.getByTestId('loan-stage-tags')).getByTestId('stage-status')).toHaveTextContent('Ditutup');
  });

  it('speaks Indonesian', async () => {
    serveDetail(detail(1));
    await changeLanguage('id');
    renderApp('/app/borrower/detail?loan_id=LN-0000001');
    await screen.findByTestId('borrower-name');
    expect(tab('Informasi dasar')).toBeInTheDocument();
    expect(tab('Riwayat kinerja')).toBeInTheDocument();
    expect(screen.getByTestId('status-tag')).toHaveTextContent('KYC Terjadwal');
  });
});
