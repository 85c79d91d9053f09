import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { envelope, server } from '../../../../test/server';
import { button, clickMenuItem, count, dialog, openRowMenu, tableRow } from '../../../../test/dom';
import { contractRow, loanDetail, page, queuedProof, serveReference, serveSession } from '../../testing/fixtures';

const PATH = '/app/borrower/contract';

configure({ asyncUtilTimeout: 15_000 });

function serveContracts(rows = [contractRow(3), contractRow(2)], proofs = [queuedProof(2)]) {
  const proofQueries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/loan-contracts', () => page(rows)),
    http.get('/api/v1/loan-contracts/summary', () =>
      envelope({ payment_scheduled: 3, paid: 2, schedule_expired: 1, contract_processing: 4, contract_verified: 9, proofs_pending: 1 }),
    ),
    http.get('/api/v1/payment-proofs', ({ request }) => {
      proofQueries.push(new URL(request.url).searchParams);
      return page(proofs);
    }),
  );
  return proofQueries;
}

/** The proof queue's row of a loan. */
function queueRow(proofId: string): HTMLElement {
  const tr = screen.getByTestId('proof-queue').querySelector<HTMLElement>(`tr[data-row-key="${proofId}"]`);
  if (!tr) throw new Error(`no proof ${proofId}`);
  return tr;
}

describe('loan contract list', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
    serveSession();
    serveReference();
  });

  it('shows the counts, the statuses, and only the actions of allowed_actions', async () => {
    const proofQueries = serveContracts([
      contractRow(3, { allowed_actions: ['schedule_first_payment'] }),
      contractRow(2, { contract_status: 'contract_processing', contract_file_id: 'f-c2', allowed_actions: ['verify_contract'] }),
      contractRow(1, { payment_status: 'paid', contract_status: 'contract_verified', ol_status: 'not_needed', allowed_actions: [] }),
    ]);
    renderApp(PATH);
    expect(await screen.findByText('LN-0000003')).toBeInTheDocument();
    await waitFor(() => expect(count('contract_verified')).toBe('9'));
    expect(count('proofs_pending')).toBe('1');
    expect(proofQueries[0].get('status')).toBe('pending');

    const third = within(tableRow('LN-0000003'));
    expect(third.getByText('Payment scheduled')).toBeInTheDocument();
    expect(third.getByTestId('first-payment-due')).toHaveTextContent('1 Dec 2026');
    expect(third.getByText('Rp 1.250.000')).toBeInTheDocument();
    const first = within(tableRow('LN-0000001'));
    expect(first.getByText('Paid')).toBeInTheDocument();
    expect(first.getByText('Contract verified')).toBeInTheDocument();
    expect(first.getByText('No offering letter needed')).toBeInTheDocument();

    expect(await openRowMenu('LN-0000003')).toEqual(['See loan detail', 'Schedule first payment']);
    await userEvent.keyboard('{Escape}');
    expect(await openRowMenu('LN-0000002')).toEqual(['See loan detail', 'Verify contract', 'Reject contract']);
    await userEvent.keyboard('{Escape}');
    expect(await openRowMenu('LN-0000001')).toEqual(['See loan detail']);
  });

  it('uploads a payment proof and warns at once that it may duplicate another loan', async () => {
    serveContracts([contractRow(3, { allowed_actions: ['upload_payment_proof'] })], []);
    const bodies: unknown[] = [];
    const kinds: string[] = [];
    server.use(
      http.post('/api/v1/files', async ({ request }) => {
        const kind = (await request.formData()).get('kind');
        kinds.push(typeof kind === 'string' ? kind : '');
        return envelope({ file_id: 'f-proof', kind: 'payment_proof', content_type: 'image/png', size: 2048 }, 201);
      }),
      http.post('/api/v1/loans/:loanId/payment-proofs', async ({ request }) => {
        bodies.push(await request.json());
        return envelope({ proof_id: 'p-9', possible_duplicate_of: ['LN-0000007'] }, 201);
      }),
    );
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();
    await openRowMenu('LN-0000003');
    await clickMenuItem('Upload payment proof');
    const modal = await dialog();
    // Amount starts at the first payment's; the rest is required.
    await user.click(button('Upload', modal));
    expect(await within(modal).findByText('Please upload the file')).toBeInTheDocument();
    expect(within(modal).getByText('Please give the transfer reference')).toBeInTheDocument();

    // Over 2 MiB: refused before sending.
    const input = modal.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await within(modal).findByText('The file is larger than 2 MB')).toBeInTheDocument();
    expect(kinds).toEqual([]);
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'transfer.png', { type: 'image/png' }));
    expect(await within(modal).findByTestId('upload-payment_proof-done')).toHaveTextContent('transfer.png');
    expect(kinds).toEqual(['payment_proof']);

    await user.type(within(modal).getByLabelText('Transfer reference'), 'BCA-778812');
    const date = within(modal).getByLabelText('Paid on');
    await user.click(date);
    await user.type(date, '2026-11-20{Enter}');
    await user.click(button('Upload', modal));
    await waitFor(() => expect(bodies).toEqual([{ file_id: 'f-proof', reference: 'BCA-778812', amount: 1_250_000, paid_date: '2026-11-20' }]));
    expect(await screen.findByText('Possible duplicate of LN-0000007')).toBeInTheDocument();
  });

  it('shows the duplicate flag in the verification queue and asks again before accepting; rejecting needs a reason', async () => {
    serveContracts([], [queuedProof(2, { possible_duplicate_of: ['LN-0000007'] }), queuedProof(4, { allowed_actions: [] })]);
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.post('/api/v1/payment-proofs/:proofId/:action', async ({ request, params }) => {
        calls.push({ path: `${String(params.proofId)}/${String(params.action)}`, body: await request.json() });
        return envelope({});
      }),
    );
    renderApp(PATH);
    const queue = await screen.findByTestId('proof-queue');
    await within(queue).findByText('TRF-2');
    expect(within(queueRow('p-2')).getByTestId('duplicate-flag')).toHaveTextContent('Possible duplicate of LN-0000007');
    // Without review_payment_proof: no buttons.
    expect(within(queueRow('p-4')).queryByText('Accept')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(queueRow('p-2')).getByLabelText('Accept the proof of LN-0000002'));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('This proof is a possible duplicate of LN-0000007. Accept it anyway?');
    await user.click(button('Accept', confirm));
    await waitFor(() => expect(calls).toEqual([{ path: 'p-2/accept', body: {} }]));

    await user.click(within(queueRow('p-2')).getByLabelText('Reject the proof of LN-0000002'));
    const reject = await dialog();
    await user.click(button('Reject', reject));
    expect(await within(reject).findByText('Please give a reason')).toBeInTheDocument();
    await user.type(within(reject).getByLabelText('Reason'), 'Reference belongs to another loan');
    await user.click(button('Reject', reject));
    await waitFor(() => expect(calls[1]).toEqual({ path: 'p-2/reject', body: { reason: 'Reference belongs to another loan' } }));
  });

  it('shows each proof beside its first payment; a short proof warns how much stays open before it is accepted', async () => {
    // LN-0000005 owes Rp 3.150.000 and received Rp 100.000: this Rp 100.000 proof leaves Rp 2.950.000.
    const short = queuedProof(5, {
      amount: 100_000,
      first_payment_amount_due: 3_150_000,
      first_payment_amount_received: 100_000,
      first_payment_amount_remaining: 3_050_000,
      covers_remaining: false,
    });
    serveContracts([], [short, queuedProof(6)]);
    const calls: string[] = [];
    server.use(
      http.post('/api/v1/payment-proofs/:proofId/accept', ({ params }) => {
        calls.push(String(params.proofId));
        const still = params.proofId === 'p-5';
        return envelope(
          loanDetail(still ? 5 : 6, {
            stage: 'contract',
            payment_status: still ? 'payment_scheduled' : 'paid',
            first_payment: {
              due_date: '2026-12-01',
              amount: still ? 3_150_000 : 1_250_000,
              amount_due: still ? 3_150_000 : 1_250_000,
              amount_received: still ? 200_000 : 1_250_000,
              amount_remaining: still ? 2_950_000 : 0,
              status: still ? 'payment_scheduled' : 'paid',
              paid_at: still ? null : '2026-11-22T06:00:00Z',
            },
          }),
        );
      }),
    );
    renderApp(PATH);
    const queue = await screen.findByTestId('proof-queue');
    await within(queue).findByText('TRF-5');
    const shortRow = within(queueRow('p-5'));
    expect(shortRow.getByTestId('proof-due')).toHaveTextContent('Due Rp 3.150.000');
    expect(shortRow.getByTestId('proof-received')).toHaveTextContent('Received Rp 100.000');
    expect(shortRow.getByTestId('proof-amount')).toHaveTextContent('Rp 100.000');
    expect(shortRow.getByTestId('proof-short')).toHaveTextContent('Rp 2.950.000 short');
    const fullRow = within(queueRow('p-6'));
    expect(fullRow.getByTestId('proof-due')).toHaveTextContent('Due Rp 1.250.000');
    expect(fullRow.getByTestId('proof-received')).toHaveTextContent('Received Rp 0');
    expect(fullRow.getByTestId('proof-amount')).toHaveTextContent('Rp 1.250.000');
    expect(fullRow.queryByTestId('proof-short')).toBeNull();

    // The short proof: a warning first; cancelling sends nothing.
    const user = userEvent.setup();
    await user.click(shortRow.getByLabelText('Accept the proof of LN-0000005'));
    let confirm = await dialog();
    expect(within(confirm).getByTestId('short-proof-warning')).toHaveTextContent(
      'This proof covers Rp 100.000 of the Rp 3.050.000 still to receive: Rp 2.950.000 will remain open.',
    );
    await user.click(button('Cancel', confirm));
    expect(calls).toEqual([]);

    // Confirmed: only then accepted, and the toast says what is still open.
    await user.click(shortRow.getByLabelText('Accept the proof of LN-0000005'));
    confirm = await dialog();
    expect(within(confirm).getByTestId('short-proof-warning')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(button('Accept', confirm));
    await waitFor(() => expect(calls).toEqual(['p-5']));
    // The toast (antd's notification of the app, not the test spy).
    expect(await screen.findByText('Payment proof of LN-0000005 accepted')).toBeInTheDocument();
    expect(screen.getByText('Rp 2.950.000 of the first payment is still open.')).toBeInTheDocument();

    // A covering proof: the usual confirmation, no warning, accepted at once on "Accept".
    await user.click(fullRow.getByLabelText('Accept the proof of LN-0000006'));
    confirm = await dialog();
    expect(confirm).toHaveTextContent('Rp 1.250.000, reference TRF-6.');
    expect(within(confirm).queryByTestId('short-proof-warning')).toBeNull();
    await user.click(button('Accept', confirm));
    await waitFor(() => expect(calls).toEqual(['p-5', 'p-6']));
    const paid = (await screen.findByText('Payment proof of LN-0000006 accepted')).closest('.ant-notification-notice');
    expect(paid).not.toBeNull();
    expect(paid).not.toHaveTextContent('still open');
  });

  it('says in Indonesian how much a short proof leaves open', async () => {
    serveContracts(
      [],
      [
        queuedProof(5, {
          amount: 100_000,
          first_payment_amount_due: 3_150_000,
          first_payment_amount_received: 100_000,
          first_payment_amount_remaining: 3_050_000,
          covers_remaining: false,
        }),
      ],
    );
    await changeLanguage('id');
    renderApp(PATH);
    const queue = await screen.findByTestId('proof-queue');
    await within(queue).findByText('TRF-5');
    const row = within(queueRow('p-5'));
    expect(row.getByTestId('proof-due')).toHaveTextContent('Tagihan Rp 3.150.000');
    expect(row.getByTestId('proof-received')).toHaveTextContent('Diterima Rp 100.000');
    expect(row.getByTestId('proof-short')).toHaveTextContent('Kurang Rp 2.950.000');
    await userEvent.setup().click(row.getByLabelText('Terima bukti LN-0000005'));
    const confirm = await dialog();
    expect(within(confirm).getByTestId('short-proof-warning')).toHaveTextContent(
      'Bukti ini menutup Rp 100.000 dari Rp 3.050.000 yang belum diterima: Rp 2.950.000 masih terbuka.',
    );
  });

  it('uploads the contract as a pdf and verifies it', async () => {
    serveContracts([contractRow(3, { allowed_actions: ['upload_contract', 'verify_contract'] })], []);
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.post('/api/v1/files', () => envelope({ file_id: 'f-contract', kind: 'contract', content_type: 'application/pdf', size: 4096 }, 201)),
      http.post('/api/v1/loans/:loanId/contract', async ({ request }) => {
        calls.push({ path: 'contract', body: await request.json() });
        return envelope({});
      }),
      http.post('/api/v1/loans/:loanId/contract/verify', async ({ request }) => {
        calls.push({ path: 'verify', body: await request.json() });
        return envelope({});
      }),
    );
    renderApp(PATH);
    await screen.findByText('LN-0000003');
    const user = userEvent.setup();
    await openRowMenu('LN-0000003');
    await clickMenuItem('Upload contract');
    const modal = await dialog();
    const input = modal.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    await user.upload(input as HTMLInputElement, new File(['%PDF-1.7'], 'contract.pdf', { type: 'application/pdf' }));
    await within(modal).findByTestId('upload-contract-done');
    await user.click(button('Save', modal));
    await waitFor(() => expect(calls).toEqual([{ path: 'contract', body: { file_id: 'f-contract' } }]));

    await openRowMenu('LN-0000003');
    await clickMenuItem('Verify contract');
    const confirm = await dialog();
    await user.click(button('Verify contract', confirm));
    await waitFor(() => expect(calls[1]).toEqual({ path: 'verify', body: {} }));
  });
});
