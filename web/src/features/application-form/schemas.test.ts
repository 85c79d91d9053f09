import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueAt } from '../../lib/zodRule';
import en from '../../locales/en/validation.json';
import id from '../../locales/id/validation.json';
import {
  accountSchema,
  addressStepSchema,
  basicInfoSchema,
  birthDateSchema,
  documentsSchema,
  ekycSchema,
  emailSchema,
  financialSchema,
  fullNameSchema,
  incomeFigures,
  isAtLeast17,
  isBelowMinimumIncome,
  jakartaToday,
  jakartaWallTime,
  monthlyIncomesSchema,
  nikSchema,
  normaliseMobile,
  passwordSchema,
  phoneSchema,
  postcodeSchema,
  serviceMonthsSchema,
  wallTimeToJakarta,
} from './schemas';

/** The case table shared with the server's tests (DESIGN §6). */
const CASES_FILE = resolve(__dirname, '../../../../crates/domain/cases/validation.json');
/** The server's message catalogue: the texts of every code, in English and Indonesian. */
const I18N_FILE = resolve(__dirname, '../../../../crates/domain/src/i18n.rs');

interface Case {
  rule: string;
  input: unknown;
  error: string | null;
}

/** The day the case table is written for (its birth dates and income months count from it). */
const CASE_TODAY = '2026-11-22';

/** Each rule of the table as the web checks it: the first error code, or null. */
const WEB_RULES: Record<string, (input: unknown) => string | null> = {
  password: (input) => firstCode(passwordSchema, input),
  full_name: (input) => firstCode(fullNameSchema, input),
  email: (input) => firstCode(emailSchema, input),
  phone: (input) => firstCode(phoneSchema, input),
  nik: (input) => firstCode(nikSchema, input),
  postcode: (input) => firstCode(postcodeSchema, input),
  birth_date: (input) => {
    const { birth_date, today } = input as { birth_date: string; today: string };
    return firstCode(birthDateSchema(() => today), birth_date);
  },
  monthly_incomes: (input) => {
    // As the server's table test builds them: months 1, 2, 3… of 2026, checked on CASE_TODAY.
    const rows = (input as { amounts: number[] }).amounts.map((amount, i) => ({ month: i + 1, year: 2026, amount }));
    return firstCode(monthlyIncomesSchema(() => CASE_TODAY), rows);
  },
  service_months: (input) => firstCode(serviceMonthsSchema, input),
};

/** Codes only the server can decide (a block list, the database); the web may accept them. */
const SERVER_ONLY = new Set(['password_common', 'email_taken', 'phone_taken']);

function firstCode(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
}

const cases = JSON.parse(readFileSync(CASES_FILE, 'utf8')) as Case[];

describe('web rules agree with the shared case table', () => {
  it('covers every rule of the table', () => {
    expect(existsSync(CASES_FILE)).toBe(true);
    const rules = new Set(cases.map((c) => c.rule));
    expect([...rules].sort()).toEqual(Object.keys(WEB_RULES).sort());
  });

  it.each(cases.map((c) => [c.rule, JSON.stringify(c.input).slice(0, 60), c] as const))('%s %s', (_rule, _input, c) => {
    const got = WEB_RULES[c.rule](c.input);
    if (c.error && SERVER_ONLY.has(c.error)) expect([null, c.error]).toContain(got);
    else expect(got).toBe(c.error);
  });
});

describe('validation texts are the server’s', () => {
  const source = readFileSync(I18N_FILE, 'utf8');
  const server = new Map<string, [string, string]>();
  for (const m of source.matchAll(/\(\s*"([a-z0-9_]+)",\s*"((?:[^"\\]|\\.)*)",\s*"((?:[^"\\]|\\.)*)",?\s*\)/g)) {
    server.set(m[1], [m[2], m[3]]);
  }

  it.each(Object.keys(en))('%s', (code) => {
    expect(server.has(code)).toBe(true);
    expect((en as Record<string, string>)[code]).toBe(server.get(code)?.[0]);
    expect((id as Record<string, string>)[code]).toBe(server.get(code)?.[1]);
  });

  it('keeps the spec texts exact', () => {
    expect(en.full_name_required).toBe('Fill in full name');
    expect(en.full_name_too_long).toBe('Maximum 180 characters');
    expect(en.age_under_17).toBe('must be at least 17 years old to proceed');
    expect(en.email_taken).toBe('Email already registered');
    expect(en.phone_invalid).toBe('Fill in with a valid phone number.');
    expect(en.phone_taken).toBe('Phone number already registered');
    expect(en.out_of_area).toBe('Out of operational area. At province and city/regency field');
    expect(en.income_below_minimum).toBe('Borrowers average monthly income is less than Rp 3.000.000,-');
  });
});

describe('income maths', () => {
  it('averages rounded down, and the income per day is the average ÷ 30 rounded down', () => {
    expect(incomeFigures([3_000_000, 3_500_000, 4_000_001])).toEqual({ average: 3_500_000, perDay: 116_666 });
    expect(incomeFigures([3_000_000, 3_000_000, 3_000_000])).toEqual({ average: 3_000_000, perDay: 100_000 });
    expect(incomeFigures([4_000_000, 3_500_000, 5_000_000])).toEqual({ average: 4_166_666, perDay: 138_888 });
    expect(incomeFigures([1, 1, 2])).toEqual({ average: 1, perDay: 0 });
    expect(incomeFigures([])).toBeNull();
  });

  it('compares the minimum exactly, so 2.999.999,67 does not pass', () => {
    expect(isBelowMinimumIncome([3_000_000, 3_000_000, 3_000_000])).toBe(false);
    expect(isBelowMinimumIncome([3_000_000, 3_000_000, 2_999_999])).toBe(true);
    expect(isBelowMinimumIncome([5_000_000, 2_000_000, 2_000_000])).toBe(false);
  });

  it('checks months: past or current, each once, an amount each, at least three', () => {
    const check = (rows: unknown) => monthlyIncomesSchema(() => CASE_TODAY).safeParse(rows).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(
      check([
        { month: 8, year: 2026, amount: 4_000_000 },
        { month: 8, year: 2026, amount: 4_000_000 },
        { month: 12, year: 2026, amount: 4_000_000 },
        { month: 10, year: 2026 },
      ]),
    ).toEqual([
      ['1.month', 'income_month_duplicate'],
      ['2.month', 'income_month_invalid'],
      ['3.amount', 'income_value_required'],
    ]);
    expect(check([{ month: 11, year: 2026, amount: 4_000_000 }])).toEqual([['', 'income_months_min']]);
    // The current month (CASE_TODAY's November) counts; a row without a month asks for one.
    expect(
      check([
        { month: 11, year: 2026, amount: 4_000_000 },
        { month: 10, year: 2026, amount: 4_000_000 },
        { amount: 4_000_000 },
      ]),
    ).toEqual([['2.month', 'income_month_required']]);
  });
});

describe('plain rules', () => {
  it('normalises Indonesian mobile numbers like the server', () => {
    for (const s of ['081234567890', '6281234567890', '+6281234567890', '+62 812-3456-7890', '0812.3456.7890', ' (0812) 3456 7890 ']) {
      expect(normaliseMobile(s)).toBe('+6281234567890');
    }
    for (const s of ['', '0212345678', '+6221234567', '08123', '0812345678901234', '+081234567890', '0812-abc-7890', '0801234567']) {
      expect(normaliseMobile(s)).toBeNull();
    }
  });

  it('counts 17 years like the server, 29 February included', () => {
    expect(isAtLeast17('2009-11-22', '2026-11-22')).toBe(true);
    expect(isAtLeast17('2009-11-23', '2026-11-22')).toBe(false);
    expect(isAtLeast17('2008-02-29', '2025-02-28')).toBe(true);
    expect(isAtLeast17('2008-02-29', '2025-02-27')).toBe(false);
  });

  it('takes today and schedules in Jakarta time (UTC+7)', () => {
    expect(jakartaToday(new Date('2026-11-21T16:59:00Z'))).toBe('2026-11-21');
    expect(jakartaToday(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
    const wall = jakartaWallTime('2026-11-23T03:00:00Z');
    expect(wall.format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 10:00');
    expect(wallTimeToJakarta(wall)).toBe('2026-11-23T10:00:00+07:00');
  });
});

describe('form schemas', () => {
  const valid = {
    full_name: 'Budi Santoso',
    gender: 'male',
    birth_place: 'Bekasi',
    birth_date: dayjs('1990-05-01'),
    marital_status: 'single',
    mother_name: 'Siti Aminah',
    emergency_contact: { name: 'Ani', phone: '0813 2222 3333', relation: 'family' },
    email: 'budi@example.co.id',
    phone: '081210000001',
    program_id: 'p',
    dealer_id: 'd',
    partner_id: 'pa',
    motorcycle_type_id: 'm',
    password: 'Motor-Listrik7',
    password_confirmation: 'Motor-Listrik7',
  };

  it('accepts a complete account and reports every missing field of an empty one', () => {
    expect(accountSchema.safeParse(valid).success).toBe(true);
    const at = (path: (string | number)[]) => issueAt(accountSchema, {}, path);
    expect(at(['full_name'])).toBe('full_name_required');
    expect(at(['gender'])).toBe('gender_required');
    expect(at(['birth_date'])).toBe('birth_date_required');
    expect(at(['emergency_contact', 'name'])).toBe('emergency_name_required');
    expect(at(['emergency_contact', 'phone'])).toBe('phone_invalid');
    expect(at(['emergency_contact', 'relation'])).toBe('emergency_relation_required');
    expect(at(['dealer_id'])).toBe('dealer_required');
    expect(at(['password_confirmation'])).toBe('password_confirmation_required');
    expect(at(['spouse_name'])).toBeUndefined();
  });

  it('needs the spouse only when married, and a matching confirmation even when other fields fail', () => {
    const married = { ...valid, marital_status: 'married' };
    expect(issueAt(basicInfoSchema, married, ['spouse_name'])).toBe('spouse_name_required');
    expect(issueAt(basicInfoSchema, { ...married, spouse_name: 'Ani' }, ['spouse_name'])).toBeUndefined();
    expect(issueAt(accountSchema, { password: 'Motor-Listrik7', password_confirmation: 'Motor-Listrik8' }, ['password_confirmation'])).toBe(
      'password_confirmation_mismatch',
    );
    expect(issueAt(accountSchema, { ...valid, birth_date: dayjs().subtract(16, 'year') }, ['birth_date'])).toBe('age_under_17');
  });

  it('checks the operational area on province and city, and the KTP address when it differs', () => {
    const area = { province_codes: ['31', '32', '36'], city_codes: [] };
    const residential = {
      address: 'Jl. Pemuda 1',
      postcode: '50132',
      province_code: '33',
      city_code: '33.74',
      district_code: '33.74.01',
      sub_district_code: '33.74.01.1001',
    };
    const schema = addressStepSchema(area);
    const values = { residential, residential_same_as_ktp: true };
    expect(issueAt(schema, values, ['residential', 'province_code'])).toBe('out_of_area');
    expect(issueAt(schema, values, ['residential', 'city_code'])).toBe('out_of_area');
    const inside = { ...residential, province_code: '31', city_code: '31.71' };
    expect(schema.safeParse({ residential: inside, residential_same_as_ktp: true }).success).toBe(true);
    expect(issueAt(schema, { residential: inside, residential_same_as_ktp: false }, ['ktp', 'postcode'])).toBe('postcode_required');
  });

  it('needs a future KYC time and a method', () => {
    expect(issueAt(ekycSchema, {}, ['kyc_schedule', 'scheduled_at'])).toBe('schedule_invalid');
    expect(issueAt(ekycSchema, {}, ['kyc_schedule', 'method'])).toBe('kyc_method_required');
    const past = { kyc_schedule: { scheduled_at: '2020-01-01T10:00:00+07:00', method: 'video_call' } };
    expect(issueAt(ekycSchema, past, ['kyc_schedule', 'scheduled_at'])).toBe('schedule_past');
    // The meeting's link or place is asked here, as the KYC screen needs it (issue 45 item 5).
    expect(issueAt(ekycSchema, {}, ['kyc_schedule', 'location'])).toBe('location_required');
    const later = { kyc_schedule: { scheduled_at: dayjs().add(2, 'day'), method: 'in_person', location: 'Roda office' } };
    expect(ekycSchema.safeParse(later).success).toBe(true);
    const long = { kyc_schedule: { ...later.kyc_schedule, location: 'x'.repeat(501) } };
    expect(issueAt(ekycSchema, long, ['kyc_schedule', 'location'])).toBe('location_too_long');
  });

  it('asks for the documents the application needs', () => {
    const base = {
      ktp_number: '3171014508900001',
      ktp_photo_file_id: 'f1',
      selfie_file_id: 'f2',
      kk_number: '3171019876543210',
      kk_photo_file_id: 'f3',
      sim_number: '123456789012',
      sim_photo_file_id: 'f4',
      ride_hailing_profile_file_id: 'f5',
    };
    const none = { married: false, rentToOwn: false, livesOffKtpAddress: false };
    expect(documentsSchema(none).safeParse(base).success).toBe(true);
    const all = documentsSchema({ married: true, rentToOwn: true, livesOffKtpAddress: true });
    expect(issueAt(all, base, ['rto_form_file_id'])).toBe('rto_form_required');
    expect(issueAt(all, base, ['domicile_letter_file_id'])).toBe('domicile_letter_required');
    expect(issueAt(all, base, ['spouse_ktp_number'])).toBe('spouse_ktp_number_required');
    expect(issueAt(all, { ...base, spouse_ktp_number: '123' }, ['spouse_ktp_number'])).toBe('nik_invalid');
    // A spouse's NIK is read as Dukcapil writes it too: day 40 is no date.
    expect(issueAt(all, { ...base, spouse_ktp_number: '3171014008900001' }, ['spouse_ktp_number'])).toBe(
      'nik_birth_date_invalid',
    );
    expect(issueAt(documentsSchema(none), { ...base, ktp_number: '3171014508900000' }, ['ktp_number'])).toBe(
      'nik_serial_invalid',
    );
    expect(issueAt(documentsSchema(none), { ...base, sim_number: '12345' }, ['sim_number'])).toBe('sim_invalid');
    expect(issueAt(documentsSchema(none), { ...base, kk_number: '0000000000000000' }, ['kk_number'])).toBe('kk_invalid');
  });

  it('checks the financial step from the form rows', () => {
    const month = (n: number) => dayjs().subtract(n, 'month');
    const values = {
      ride_hailing_app: 'gojek',
      service_months: 24,
      monthly_incomes: [
        { month: month(1), amount: 2_000_000 },
        { month: month(2), amount: 2_000_000 },
        { month: month(3), amount: 2_000_000 },
      ],
      income_history_file_id: 'f',
      family_income: { amount: 1_000_000 },
    };
    expect(issueAt(financialSchema, values, ['monthly_incomes'])).toBe('income_below_minimum');
    expect(issueAt(financialSchema, values, ['family_income', 'proof_file_id'])).toBe('family_income_proof_required');
    expect(issueAt(financialSchema, { ...values, service_months: 11 }, ['service_months'])).toBe('service_months_min');
    const rich = { ...values, monthly_incomes: values.monthly_incomes.map((r) => ({ ...r, amount: 4_000_000 })), family_income: undefined };
    expect(financialSchema.safeParse(rich).success).toBe(true);
  });
});
