import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { envelope, server } from '../../../test/server';
import { spyOnEffects, storeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { changeLanguage } from '../../../lib/i18n';

const PATH = '/app/borrower/application/new';
/** The first screen of a test waits for the session and the reference data. */
const SLOW = { timeout: 10_000 };

/** A signed-in level 3 staff member and the reference data the form reads. */
function serveReferenceData() {
  server.use(
    http.post('/api/crypt/de', () => envelope(3)),
    http.get('/api/v1/me', () =>
      envelope({
        id: 'u3',
        email: 'level3@roda.test',
        full_name: 'Staff Level 3',
        level: 3,
        areas: ['home', 'borrower/application'],
        lender_id: null,
        lender_name: null,
      }),
    ),
    http.get('/api/v1/programs', () =>
      envelope([
        { id: 'prog-loan', code: 'L', name: 'Loan daily 18 months', kind: 'loan', installment_frequency: 'daily', tenure_count: 540, active: true },
      ]),
    ),
    http.get('/api/v1/partners', () => envelope([{ id: 'partner-gojek', code: 'GOJEK', name: 'Gojek', active: true }])),
    http.get('/api/v1/motorcycle-types', ({ request }) =>
      envelope(
        new URL(request.url).searchParams.get('partner_id') === 'partner-gojek'
          ? [{ id: 'mt-gesits', partner_id: 'partner-gojek', code: 'G', name: 'Gesits G1', powertrain: 'electric', price_rupiah: 1, active: true }]
          : [],
      ),
    ),
    http.get('/api/v1/dealers', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const near = q.has('lat') && q.has('lng');
      return envelope([
        {
          id: 'dealer-gambir',
          code: 'D1',
          name: 'Roda Gambir',
          address: 'Jl. Medan Merdeka Selatan',
          city_code: '31.71',
          latitude: -6.181,
          longitude: 106.8265,
          active: true,
          distance_km: near ? 0.63 : null,
        },
      ]);
    }),
    http.get('/api/v1/regions/provinces', () => envelope([{ code: '31', parent_code: null, level: 1, name: 'DKI Jakarta' }])),
  );
}

/**
 * Puts a whole value into the field with this form id (antd ids are the field paths joined by
 * `_`); per-key typing and label look-ups in a form this size are slow in jsdom.
 */
function fill(id: string, value: string) {
  fireEvent.change(field(id), { target: { value } });
}

function field(id: string): HTMLElement {
  const input = document.getElementById(id);
  if (!input) throw new Error(`no field #${id}`);
  return input;
}

/** Opens the antd Select with this form id and clicks an option. */
async function choose(user: UserEvent, id: string, option: string) {
  await user.click(field(id));
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}

/** The button showing `text` (role queries are slow on a form this size in jsdom). */
function button(text: string): HTMLElement {
  const found = screen.getByText(text).closest('button');
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

describe('new prospect/borrower account form', () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
    storeUser({ email: 'level3@roda.test' });
    serveReferenceData();
  });

  it('shows the exact texts of the spec on submit of an empty form', async () => {
    renderApp(PATH);
    const user = userEvent.setup();
    await screen.findByText('Create account', {}, SLOW);
    await user.click(button('Create account'));
    for (const text of [
      'Fill in full name',
      'Choose gender',
      'Fill in birth place',
      'Fill in birth date',
      'Choose marital status',
      'Fill in mother name',
      'Fill in emergency contact name',
      'Choose emergency contact relation',
      'Fill in email',
      'Fill the password',
      'Fill the password confirmation',
      'Choose program type',
      'Choose partner',
      'Choose motorcycle',
      'Choose dealer',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    // Phone and emergency contact phone.
    expect(screen.getAllByText('Fill in with a valid phone number.')).toHaveLength(2);
    // The spouse is asked for only when married.
    expect(screen.queryByLabelText('Spouse name')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Married'));
    await user.click(button('Create account'));
    expect(await screen.findByText('Fill in spouse name')).toBeInTheDocument();
  }, 120_000);

  it('checks each rule as staff type', async () => {
    renderApp(PATH);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Full name as on ID card', {}, SLOW);
    fireEvent.change(name, { target: { value: 'a'.repeat(181) } });
    expect(await screen.findByText('Maximum 180 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'budi@roda');
    await user.tab();
    expect(await screen.findByText('Wrong email format')).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '0812 3456 7890');
    await user.tab();
    await waitFor(() => expect(phone).toHaveValue('+6281234567890'));
    await user.type(screen.getByLabelText('Password'), 'lemah');
    expect(await screen.findByText('Minimum 8 characters with uppercase, lowercase, number and special character.')).toBeInTheDocument();
    const birth = screen.getByLabelText('Birth date');
    await user.click(birth);
    const young = new Date();
    young.setFullYear(young.getFullYear() - 16);
    await user.type(birth, `${young.toISOString().slice(0, 10)}{Enter}`);
    expect(await screen.findByText('must be at least 17 years old to proceed')).toBeInTheDocument();
  }, 120_000);

  it('sends the account, puts server errors under their fields, then offers to continue now or later', async () => {
    const bodies: Record<string, unknown>[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/v1/borrowers', async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        bodies.push((await request.json()) as Record<string, unknown>);
        if (bodies.length === 1) {
          return envelope(null, 422, 'Email already registered', [
            { field: 'email', code: 'email_taken', message: 'Email already registered' },
            { field: 'emergency_contact.phone', code: 'phone_taken', message: 'Phone number already registered' },
          ]);
        }
        return envelope({ borrower_id: 'b1', loan_id: 'LN-0000042', customer_id: 'CU-0000042' }, 201, 'Created');
      }),
      // The application screen opened next (its own tests cover it).
      http.get('/api/v1/loan-applications/:loanId', () => envelope(null, 404, 'Not found.')),
    );
    const { router } = renderApp(PATH);
    const user = userEvent.setup();
    await screen.findByLabelText('Full name as on ID card', {}, SLOW);
    fill('full_name', 'Budi Santoso');
    await user.click(screen.getByLabelText('Male'));
    fill('birth_place', 'Bekasi');
    await user.click(field('birth_date'));
    await user.type(field('birth_date'), '1990-05-01{Enter}');
    await user.click(screen.getByLabelText('Single'));
    fill('mother_name', 'Siti Aminah');
    fill('emergency_contact_name', 'Ani');
    fill('emergency_contact_phone', '081322223333');
    await choose(user, 'emergency_contact_relation', 'Family');
    fill('email', 'budi@example.co.id');
    fill('phone', '081234567890');
    fill('password', 'Motor-Listrik7');
    fill('password_confirmation', 'Motor-Listrik7');
    await choose(user, 'program_id', 'Loan daily 18 months');
    await choose(user, 'partner_id', 'Gojek');
    await choose(user, 'motorcycle_type_id', 'Gesits G1');
    fill('dealer_lookup_lat', '-6.1754');
    fill('dealer_lookup_lng', '106.8272');
    await choose(user, 'dealer_id', 'Roda Gambir · 0,63 km');
    await user.click(button('Create account'));

    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(screen.getByText('Phone number already registered')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      full_name: 'Budi Santoso',
      gender: 'male',
      birth_date: '1990-05-01',
      marital_status: 'single',
      spouse_name: null,
      emergency_contact: { name: 'Ani', phone: '+6281322223333', relation: 'family' },
      email: 'budi@example.co.id',
      phone: '+6281234567890',
      program_id: 'prog-loan',
      partner_id: 'partner-gojek',
      motorcycle_type_id: 'mt-gesits',
      dealer_id: 'dealer-gambir',
      sales_name: null,
      password: 'Motor-Listrik7',
      password_confirmation: 'Motor-Listrik7',
    });
    expect(bodies[0]).not.toHaveProperty('dealer_lookup');

    fill('email', 'budi2@example.co.id');
    await user.click(button('Create account'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/LN-0000042/)).toBeInTheDocument();
    // Each body went with its own Idempotency-Key (a changed form is a new attempt).
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to the loan application now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/borrower/application/LN-0000042'));
  }, 120_000);
});
