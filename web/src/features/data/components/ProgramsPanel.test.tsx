import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { changeLanguage } from '../../../lib/i18n';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { button, dialog, tableRow } from '../../../test/dom';
import { serveSession } from '../../../test/loans';
import { renderApp } from '../../../test/renderApp';
import { envelope, server } from '../../../test/server';
import type { ProgramRow } from '../programs';

configure({ asyncUtilTimeout: 15_000 });

const PATH = '/app/data?tab=programs';

const MONTHLY: ProgramRow = {
  id: '01a200de-09d0-755c-b553-66d9a5a27059',
  code: 'LOAN-MONTHLY-24',
  name: 'Loan monthly 24 months',
  name_id: 'Pinjaman bulanan 24 bulan',
  kind: 'loan',
  installment_frequency: 'monthly',
  tenure_count: 24,
  down_payment_bp: 1500,
  flat_rate_bp: 1650,
  admin_fee: 250_000,
  needs_offering_letter: true,
  first_payment_days: 7,
  late_fee_bp_per_day: 10,
  late_fee_grace_days: 3,
  late_fee_cap_bp: 2000,
  early_settlement_fee_bp: 300,
  active: true,
  version: 1,
  effective_rate_bp: 2964,
  effective_rate_percent: 29.64,
};

/** Answers the list, one program, and the preview (rate = flat × 1.8, recorded). */
function servePrograms(rows: ProgramRow[] = [MONTHLY]) {
  const previews: Record<string, unknown>[] = [];
  const created: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/v1/programs', () => envelope(rows)),
    http.get('/api/v1/programs/:id', ({ params }) => envelope(rows.find((r) => r.id === params.id))),
    http.post('/api/v1/programs/preview', async ({ request }) => {
      const body = (await request.json()) as Record<string, number>;
      previews.push(body);
      const bp = Math.round(body.flat_rate_bp * 1.8);
      return envelope({
        effective_rate_bp: bp,
        effective_rate_percent: bp / 100,
        price: body.price,
        down_payment: 15_000_000,
        principal: 85_000_000,
        installment_amount: 4_710_500,
        last_installment_amount: 4_710_500,
        total_payable: 113_050_000,
        first_payment_amount: 15_250_000,
      });
    }),
    http.post('/api/v1/programs', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      created.push(body);
      return envelope({ ...MONTHLY, ...body, id: 'new-id' }, 201, 'Program saved');
    }),
  );
  return { previews, created };
}

describe('programs tab', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser();
  });

  it('lists each program with its flat and effective rate', async () => {
    serveSession({ areas: ['home', 'data'], level: 21 });
    servePrograms([MONTHLY, { ...MONTHLY, id: 'old', code: 'OLD', name: 'Old plan', active: false }]);
    renderApp(PATH);
    const row = within(await waitFor(() => tableRow(MONTHLY.id)));
    expect(row.getByText('24 monthly installments')).toBeInTheDocument();
    expect(row.getByText('16,5%')).toBeInTheDocument();
    expect(row.getByText('29,64%')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Retire' })).toBeInTheDocument();
    const old = within(tableRow('old'));
    expect(old.getByText('Retired')).toBeInTheDocument();
    expect(old.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('shows the effective rate of the terms as typed before saving, then creates the program', async () => {
    serveSession({ areas: ['home', 'data'], level: 21 });
    const { previews, created } = servePrograms();
    renderApp(PATH);
    await waitFor(() => tableRow(MONTHLY.id));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('program-new'));
    const modal = await dialog();
    // Not every term is a number yet: no rate.
    expect(within(modal).getByTestId('program-effective-rate')).toHaveTextContent('—');
    await user.type(within(modal).getByLabelText('Number of installments'), '24');
    await user.type(within(modal).getByLabelText('Flat rate (bp a year)'), '1000');
    await waitFor(() => expect(within(modal).getByTestId('program-effective-rate')).toHaveTextContent('18%'));
    expect(previews.at(-1)).toMatchObject({ installment_frequency: 'monthly', tenure_count: 24, flat_rate_bp: 1000, price: 100_000_000 });
    expect(created).toEqual([]);

    await user.click(button('Save', modal));
    expect(await within(modal).findByText('Use 2–32 capital letters, digits or "-"')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('Code'), 'loan-m24b');
    await user.type(within(modal).getByLabelText('Name (English)'), 'Loan monthly 2 years');
    await user.click(button('Save', modal));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ code: 'LOAN-M24B', name: 'Loan monthly 2 years', name_id: null, tenure_count: 24, flat_rate_bp: 1000, active: true });
    expect(await screen.findByText('Program saved')).toBeInTheDocument();
  });

  it('shows the programs without editing below level 21, in Indonesian too', async () => {
    serveSession({ areas: ['home', 'data'], level: 15 });
    servePrograms();
    renderApp(PATH);
    await waitFor(() => tableRow(MONTHLY.id));
    expect(screen.queryByTestId('program-new')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retire' })).toBeNull();
    await changeLanguage('id');
    expect(await screen.findByText('24 angsuran bulanan')).toBeInTheDocument();
  });
});
