/**
 * The rules of the prospect account and the five application steps (spec §5), mirroring the
 * server's `crates/domain` for instant feedback; the server stays the authority. Every message is
 * a stable error code shared with the server (`errors[].code`), translated from the `validation`
 * namespace. The shared case table (`crates/domain/cases/validation.json`) checks that both sides
 * agree (schemas.test.ts).
 *
 * Form values hold antd's own types (dayjs dates, month pickers); each schema converts them to the
 * API's shapes before checking, so one schema serves the form and the case table.
 *
 * The generic parts (free text, choices, uploads, nested groups) are `lib/fieldSchemas`'s; the
 * pickers' conversions are `lib/pickerValues`'s.
 */
import { isDayjs, type Dayjs } from 'dayjs';
import { z } from 'zod';
import type {
  Gender,
  KycMethod,
  MaritalStatus,
  MonthlyIncome,
  Relation,
  RideHailingApp,
} from '../../entities/loan-application/types';
import type { OperationalArea } from '../../entities/reference/api';
import { ALWAYS, fileSchema, nested, optionalText, requiredChoice, requiredText } from '../../lib/fieldSchemas';
import { jakartaToday, jakartaWallTime, wallTimeToJakarta } from '../../lib/format';
import { toIsoDate, toScheduleTime } from '../../lib/pickerValues';
import { emailSchema, passwordSchema } from '../../lib/schemas';

export { emailSchema, passwordSchema };

/** Minimum age on the day of application, in years (spec §9). */
export const MIN_AGE_YEARS = 17;
/** Largest upload, bytes: 2 MiB (spec §9, DESIGN §6). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Minimum months of ride-hailing service (spec §9). */
export const MIN_SERVICE_MONTHS = 12;
/** Minimum number of monthly income entries (spec §9). */
export const MIN_INCOME_MONTHS = 3;
/** Minimum average monthly income, rupiah (spec §9). */
export const MIN_AVERAGE_MONTHLY_INCOME = 3_000_000;
/** Days a month counts for the income per day (average ÷ 30, rounded down). */
export const DAYS_PER_MONTH = 30;
/** Longest KYC note, characters (the server's limit). */
export const NOTE_MAX = 500;
/** Longest KYC meeting link or place, characters (as the KYC screen and the server). */
export const LOCATION_MAX = 500;

// ---------------------------------------------------------------------------------------------
// Plain rules (no zod), shared by the schemas and the screens.

/**
 * Normalises an Indonesian mobile number to `+628…`, like the server: spaces, dashes, dots and
 * parentheses are allowed; the prefix is `0`, `62` or `+62`; after the country code come 9 to 12
 * digits starting with 8 (and not 80). Returns null when it is not such a number.
 */
export function normaliseMobile(input: string): string | null {
  const trimmed = input.trim();
  const plus = trimmed.startsWith('+');
  const body = plus ? trimmed.slice(1) : trimmed;
  if (!/^[0-9 \-.()]*$/.test(body)) return null;
  const digits = body.replace(/\D/g, '');
  let national: string;
  if (digits.startsWith('62')) national = digits.slice(2);
  else if (!plus && digits.startsWith('0')) national = digits.slice(1);
  else return null;
  const ok = national.startsWith('8') && national.length >= 9 && national.length <= 12 && national[1] !== '0';
  return ok ? `+62${national}` : null;
}

// Jakarta time (the server counts ages, months and schedules there): the one helper in lib.
export { jakartaToday, jakartaWallTime, wallTimeToJakarta };

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Whether someone born on `birthDate` is at least 17 on `today` (both `YYYY-MM-DD`): the 17th
 * birthday must be today or earlier; born on 29 February, one is 17 on 28 February.
 */
export function isAtLeast17(birthDate: string, today: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]) + MIN_AGE_YEARS, Number(m[2]), Number(m[3])];
  const day = Math.min(d, daysInMonth(y, mo));
  const adult = `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return adult <= today;
}

/** The average per month (sum ÷ months) and income per day (average ÷ 30), rupiah, rounded down. */
export function incomeFigures(amounts: readonly number[]): { average: number; perDay: number } | null {
  if (amounts.length === 0) return null;
  const sum = amounts.reduce((a, b) => a + b, 0);
  const average = Math.floor(sum / amounts.length);
  return { average, perDay: Math.floor(average / DAYS_PER_MONTH) };
}

/** Whether the amounts average under Rp 3.000.000 (compared exactly: sum < minimum × months). */
export function isBelowMinimumIncome(amounts: readonly number[]): boolean {
  const sum = amounts.reduce((a, b) => a + b, 0);
  return sum < MIN_AVERAGE_MONTHLY_INCOME * amounts.length;
}

// ---------------------------------------------------------------------------------------------
// Field schemas (each one a rule of spec §5 with the server's codes).

/** Full name as on the ID card: 'Fill in full name', 'Maximum 180 characters'. */
export const fullNameSchema = requiredText('full_name_required', 'full_name_too_long');

/** An Indonesian mobile number: 'Fill in with a valid phone number.' (also when empty). */
export const phoneSchema = z
  .string({ error: 'phone_invalid' })
  .refine((value) => normaliseMobile(value) !== null, 'phone_invalid');

/** The earliest birth year accepted (the server's `MIN_BIRTH_YEAR`: born after 1900). */
export const MIN_BIRTH_YEAR = 1901;

/**
 * Birth date (a date picker value or `YYYY-MM-DD`): required, after 1900, at least 17 years old
 * on `today()`.
 */
export function birthDateSchema(today: () => string = () => jakartaToday()) {
  return z.preprocess(
    toIsoDate,
    z
      .string({ error: 'birth_date_required' })
      .min(1, 'birth_date_required')
      .refine((value) => Number(value.slice(0, 4)) >= MIN_BIRTH_YEAR, { message: 'birth_date_invalid', abort: true })
      .refine((value) => isAtLeast17(value, today()), 'age_under_17'),
  );
}

/** A postcode: 'Fill in postcode', then 5 digits. */
export const postcodeSchema = z.string({ error: 'postcode_required' }).superRefine((value, ctx) => {
  const trimmed = value.trim();
  if (!trimmed) ctx.addIssue({ code: 'custom', message: 'postcode_required' });
  else if (!/^\d{5}$/.test(trimmed)) ctx.addIssue({ code: 'custom', message: 'postcode_invalid' });
});

/** A number of exactly 16 digits (NIK, family card), not all zeros. */
export function sixteenDigits(required: string, invalid: string) {
  return z.string({ error: required }).superRefine((value, ctx) => {
    const trimmed = value.trim();
    if (!trimmed) ctx.addIssue({ code: 'custom', message: required });
    else if (!/^\d{16}$/.test(trimmed) || trimmed === '0000000000000000') ctx.addIssue({ code: 'custom', message: invalid });
  });
}

/** Whether `day`.`month` exists in a year ending in `yy` of either century (`00` is 2000). */
function dateExists(day: number, month: number, yy: number): boolean {
  return [1900 + yy, 2000 + yy].some((y) => {
    const d = new Date(Date.UTC(y, month - 1, day));
    return d.getUTCFullYear() === y && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
  });
}

/**
 * A NIK as Dukcapil writes it (issue 41 item 8; the server's `domain::nik`): 16 digits
 * (`nik_invalid`), digits 7–12 a birth date with 40 added to a woman's day
 * (`nik_birth_date_invalid`), a serial from 0001 (`nik_serial_invalid`). Whether the district of
 * digits 1–6 exists, and whether the NIK agrees with the stated birth date and gender, only the
 * server knows.
 */
export function nikCheck(required: string) {
  return z.string({ error: required }).superRefine((value, ctx) => {
    const v = value.trim();
    if (!v) return ctx.addIssue({ code: 'custom', message: required });
    if (!/^\d{16}$/.test(v) || v === '0000000000000000') return ctx.addIssue({ code: 'custom', message: 'nik_invalid' });
    const num = (from: number, to: number) => Number(v.slice(from, to));
    const raw = num(6, 8);
    const day = raw > 40 ? raw - 40 : raw;
    if (!dateExists(day, num(8, 10), num(10, 12))) return ctx.addIssue({ code: 'custom', message: 'nik_birth_date_invalid' });
    if (num(12, 16) === 0) ctx.addIssue({ code: 'custom', message: 'nik_serial_invalid' });
  });
}

/** ID card number (NIK): 'Fill in ID card number', then as Dukcapil writes it ([`nikCheck`]). */
export const nikSchema = nikCheck('ktp_number_required');

/** Driver licence (SIM) number: 12 to 16 digits. */
export const simSchema = z.string({ error: 'sim_number_required' }).superRefine((value, ctx) => {
  const trimmed = value.trim();
  if (!trimmed) ctx.addIssue({ code: 'custom', message: 'sim_number_required' });
  else if (!/^\d{12,16}$/.test(trimmed)) ctx.addIssue({ code: 'custom', message: 'sim_invalid' });
});

/** The most months of service accepted (the server's `MAX_SERVICE_MONTHS`: 50 years). */
export const MAX_SERVICE_MONTHS = 600;
/** The largest monthly income accepted, rupiah (the server's `MAX_MONTHLY_INCOME`). */
export const MAX_MONTHLY_INCOME = 1_000_000_000;

/** Months of ride-hailing service: at least 12, at most 600. */
export const serviceMonthsSchema = z
  .number({ error: 'service_months_min' })
  .refine((value) => Number.isInteger(value) && value >= MIN_SERVICE_MONTHS, { message: 'service_months_min', abort: true })
  .refine((value) => value <= MAX_SERVICE_MONTHS, 'service_months_max');

/** One monthly income row of the form: a month picker value and an amount. */
export interface IncomeRow {
  month?: Dayjs | null;
  amount?: number | null;
}

/** Form rows as the API's `{month, year, amount}` (a row without a month keeps month 0). */
export function toMonthlyIncomes(rows: unknown): Partial<MonthlyIncome>[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row: IncomeRow | undefined) => {
    const m = row?.month;
    return {
      month: isDayjs(m) ? m.month() + 1 : undefined,
      year: isDayjs(m) ? m.year() : undefined,
      amount: row?.amount ?? undefined,
    };
  });
}

/**
 * Monthly incomes (`[{month, year, amount}]`), like the server: each month a past or current one
 * (from 2000), entered once, with an amount above zero; at least 3 months; an average of at
 * least Rp 3.000.000.
 */
export function monthlyIncomesSchema(today: () => string = () => jakartaToday()) {
  const row = z.object({
    month: z.number().optional(),
    year: z.number().optional(),
    amount: z.number().nullish(),
  });
  return z.array(row).superRefine((rows, ctx) => {
    const [cy, cm] = today().split('-').map(Number);
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const { month, year } = r;
      const valid =
        month !== undefined && year !== undefined && month >= 1 && month <= 12 && year >= 2000 && (year < cy || (year === cy && month <= cm));
      // A row without a month asks for one; a month after this one (Jakarta) is refused.
      if (month === undefined || year === undefined) ctx.addIssue({ code: 'custom', path: [i, 'month'], message: 'income_month_required' });
      else if (!valid) ctx.addIssue({ code: 'custom', path: [i, 'month'], message: 'income_month_invalid' });
      else if (seen.has(`${year}-${month}`)) ctx.addIssue({ code: 'custom', path: [i, 'month'], message: 'income_month_duplicate' });
      else seen.add(`${year}-${month}`);
      if (!(typeof r.amount === 'number' && r.amount > 0)) {
        ctx.addIssue({ code: 'custom', path: [i, 'amount'], message: 'income_value_required' });
      } else if (!Number.isInteger(r.amount)) {
        ctx.addIssue({ code: 'custom', path: [i, 'amount'], message: 'rupiah_whole' });
      } else if (r.amount > MAX_MONTHLY_INCOME) {
        ctx.addIssue({ code: 'custom', path: [i, 'amount'], message: 'income_value_too_high' });
      }
    });
    if (rows.length < MIN_INCOME_MONTHS) ctx.addIssue({ code: 'custom', message: 'income_months_min' });
    const amounts = rows.map((r) => r.amount).filter((a): a is number => typeof a === 'number' && a > 0);
    if (amounts.length === rows.length && amounts.length >= MIN_INCOME_MONTHS && isBelowMinimumIncome(amounts)) {
      ctx.addIssue({ code: 'custom', message: 'income_below_minimum' });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Form schemas: one per form; the field rules of the screens come from these.

const GENDERS = ['male', 'female'] as const satisfies readonly Gender[];
const MARITAL_STATUSES = ['married', 'single', 'divorce'] as const satisfies readonly MaritalStatus[];
const RELATIONS = ['parent', 'family', 'friend'] as const satisfies readonly Relation[];
export const KYC_METHODS = ['video_call', 'in_person'] as const satisfies readonly KycMethod[];
export const RIDE_HAILING_APPS = ['gojek', 'grab', 'maxim', 'shopee', 'indrive', 'other'] as const satisfies readonly RideHailingApp[];
export { GENDERS, MARITAL_STATUSES, RELATIONS };

const basicShape = {
  full_name: fullNameSchema,
  gender: z.enum(GENDERS, { error: 'gender_required' }),
  birth_place: requiredText('birth_place_required'),
  birth_date: birthDateSchema(),
  marital_status: z.enum(MARITAL_STATUSES, { error: 'marital_status_required' }),
  mother_name: requiredText('mother_name_required'),
  spouse_name: z.string().nullish(),
  emergency_contact: nested({
    name: requiredText('emergency_name_required'),
    phone: phoneSchema,
    relation: z.enum(RELATIONS, { error: 'emergency_relation_required' }),
  }),
  email: emailSchema,
  phone: phoneSchema,
  program_id: requiredChoice('program_required'),
  dealer_id: requiredChoice('dealer_required'),
  partner_id: requiredChoice('partner_required'),
  motorcycle_type_id: requiredChoice('motorcycle_type_required'),
  sales_name: optionalText(),
};

/** The spouse name is required (and checked) only when married. */
function checkSpouse(values: { marital_status?: unknown; spouse_name?: unknown }, ctx: z.RefinementCtx) {
  if (values?.marital_status !== 'married') return;
  const result = requiredText('spouse_name_required').safeParse(values.spouse_name);
  if (!result.success) ctx.addIssue({ code: 'custom', path: ['spouse_name'], message: result.error.issues[0].message });
}

/** The basic-info step: the account's fields without the password. */
export const basicInfoSchema = z.object(basicShape).superRefine(checkSpouse, ALWAYS);

/** The new prospect/borrower account: basic info plus a password and its confirmation. */
export const accountSchema = z
  .object({
    ...basicShape,
    password: passwordSchema,
    password_confirmation: z.string({ error: 'password_confirmation_required' }).min(1, 'password_confirmation_required'),
  })
  .superRefine((values, ctx) => {
    checkSpouse(values, ctx);
    const v = values as { password?: unknown; password_confirmation?: unknown };
    if (typeof v.password_confirmation === 'string' && v.password_confirmation !== '' && v.password_confirmation !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'password_confirmation_mismatch' });
    }
  }, ALWAYS);

/** The provinces and cities where the lender works (`GET /api/v1/operational-area`). */
/** Whether a province and city lie inside the area (a province listed without cities is whole). */
export function inOperationalArea(area: OperationalArea, province: string, city: string): boolean {
  if (!area.province_codes.includes(province)) return false;
  const cities = area.city_codes.filter((c) => c.startsWith(`${province}.`));
  return cities.length === 0 || cities.includes(city);
}

const addressShape = {
  address: requiredText('address_required'),
  postcode: postcodeSchema,
  province_code: requiredChoice('province_required'),
  city_code: requiredChoice('city_required'),
  district_code: requiredChoice('district_required'),
  sub_district_code: requiredChoice('sub_district_required'),
};

/** One address (residential or KTP). */
export const addressSchema = nested(addressShape);

/**
 * The address step: the residential address (inside the operational area when it is known), and
 * the KTP address unless the residential one is the same.
 */
export function addressStepSchema(area: OperationalArea | null | undefined) {
  return z
    .object({ residential: addressSchema, residential_same_as_ktp: z.boolean().optional(), ktp: z.unknown().optional() })
    .superRefine((values, ctx) => {
      const v = values as { residential?: Record<string, unknown>; residential_same_as_ktp?: boolean; ktp?: unknown };
      if (v.residential_same_as_ktp !== true) {
        const ktp = addressSchema.safeParse(v.ktp);
        if (!ktp.success) {
          for (const issue of ktp.error.issues) ctx.addIssue({ code: 'custom', path: ['ktp', ...issue.path], message: issue.message });
        }
      }
      const province = v.residential?.province_code;
      const city = v.residential?.city_code;
      if (area && typeof province === 'string' && province && typeof city === 'string' && city && !inOperationalArea(area, province, city)) {
        ctx.addIssue({ code: 'custom', path: ['residential', 'province_code'], message: 'out_of_area' });
        ctx.addIssue({ code: 'custom', path: ['residential', 'city_code'], message: 'out_of_area' });
      }
    }, ALWAYS);
}

/** A KYC schedule time (picker value or RFC 3339): a valid time in the future. */
export function scheduleTimeSchema(now: () => number = () => Date.now()) {
  return z.preprocess(
    toScheduleTime,
    z
      .string({ error: 'schedule_invalid' })
      .refine((value) => !Number.isNaN(Date.parse(value)), 'schedule_invalid')
      .refine((value) => Number.isNaN(Date.parse(value)) || Date.parse(value) > now(), 'schedule_past'),
  );
}

/**
 * The e-KYC invitation step: `kyc_schedule: {scheduled_at, method, location, note}`. The link or
 * place is required as on the KYC screen, which needs it for the meeting (issue 45 item 5).
 */
export const ekycSchema = z.object({
  kyc_schedule: nested({
    scheduled_at: scheduleTimeSchema(),
    method: z.enum(KYC_METHODS, { error: 'kyc_method_required' }),
    location: requiredText('location_required', 'location_too_long', LOCATION_MAX),
    note: optionalText(NOTE_MAX),
  }),
});

/** What the documents rules depend on elsewhere in the application. */
export interface DocumentContext {
  married: boolean;
  /** The program is rent-to-own: its application form is required. */
  rentToOwn: boolean;
  /** The residential address differs from the KTP address: a domicile letter is required. */
  livesOffKtpAddress: boolean;
}

/** The documents step for an application in `ctx`. */
export function documentsSchema(ctx: DocumentContext) {
  return z
    .object({
      ktp_number: nikSchema,
      ktp_photo_file_id: fileSchema('ktp_photo_required'),
      selfie_file_id: fileSchema('selfie_required'),
      kk_number: sixteenDigits('kk_number_required', 'kk_invalid'),
      kk_photo_file_id: fileSchema('kk_photo_required'),
      sim_number: simSchema,
      sim_photo_file_id: fileSchema('sim_photo_required'),
      ride_hailing_profile_file_id: fileSchema('ride_hailing_profile_required'),
      domicile_letter_file_id: z.string().nullish(),
      rto_form_file_id: z.string().nullish(),
      spouse_ktp_number: z.string().nullish(),
      spouse_ktp_photo_file_id: z.string().nullish(),
      nik_mismatch_confirmed: z.boolean().nullish(),
    })
    .superRefine((values, c) => {
      const v = values as Record<string, unknown>;
      const need = (field: string, schema: z.ZodType) => {
        const result = schema.safeParse(v[field]);
        if (!result.success) c.addIssue({ code: 'custom', path: [field], message: result.error.issues[0].message });
      };
      if (ctx.livesOffKtpAddress) need('domicile_letter_file_id', fileSchema('domicile_letter_required'));
      if (ctx.rentToOwn) need('rto_form_file_id', fileSchema('rto_form_required'));
      if (ctx.married) {
        need('spouse_ktp_number', nikCheck('spouse_ktp_number_required'));
        need('spouse_ktp_photo_file_id', fileSchema('spouse_ktp_photo_required'));
      }
    }, ALWAYS);
}

/** The historical financial and performance data step. */
export const financialSchema = z
  .object({
    ride_hailing_app: z.enum(RIDE_HAILING_APPS, { error: 'ride_hailing_app_required' }),
    service_months: serviceMonthsSchema,
    monthly_incomes: z.preprocess(toMonthlyIncomes, monthlyIncomesSchema()),
    income_history_file_id: fileSchema('income_history_required'),
    family_income: z.unknown().optional(),
  })
  .superRefine((values, ctx) => {
    const f = (values as { family_income?: { amount?: unknown; proof_file_id?: unknown } | null }).family_income;
    if (!f) return;
    const hasAmount = typeof f.amount === 'number' && f.amount > 0;
    if (hasAmount && !Number.isInteger(f.amount)) {
      ctx.addIssue({ code: 'custom', path: ['family_income', 'amount'], message: 'rupiah_whole' });
    }
    const hasProof = typeof f.proof_file_id === 'string' && f.proof_file_id.trim() !== '';
    if (hasAmount && !hasProof) {
      ctx.addIssue({ code: 'custom', path: ['family_income', 'proof_file_id'], message: 'family_income_proof_required' });
    }
    if (!hasAmount && hasProof) {
      ctx.addIssue({ code: 'custom', path: ['family_income', 'amount'], message: 'family_income_required' });
    }
  }, ALWAYS);
