/** The level and lender pickers of the staff forms and filters, and how a level reads. */
import { Form, Select, Typography, type FormItemProps, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLenders } from '../../../entities/reference/api';
import { useSession } from '../../../entities/session/ClientRecord';
import { LEVELS } from '../levels';

/** A level's name ("Loan operations"); empty for a level without one. */
export function useLevelName(): (level: number) => string {
  const { t } = useTranslation('users');
  return (level) => t(`levels.${level}`, { defaultValue: '' });
}

/** "Level 5" with its name under it, as the staff table shows it. */
export function LevelText({ level }: { level: number }) {
  const { t } = useTranslation('users');
  const name = useLevelName()(level);
  return (
    <span data-testid="user-level">
      {t('common:level', { level })}
      {name && (
        <>
          <br />
          <Typography.Text type="secondary">{name}</Typography.Text>
        </>
      )}
    </span>
  );
}

/** The levels as picker options: "Level 5 · Loan & funding operations". */
export function useLevelOptions(): { value: number; label: string }[] {
  const { t } = useTranslation('users');
  const name = useLevelName();
  return LEVELS.map((level) => ({ value: level, label: t('level_option', { level, name: name(level) }) }));
}

/** Picks a level (form field or filter). */
export function LevelSelect(props: Omit<SelectProps<number>, 'options'>) {
  return <Select<number> showSearch={{ optionFilterProp: 'label' }} popupMatchSelectWidth={false} {...props} options={useLevelOptions()} />;
}

/** Picks a lender (`GET /api/v1/lenders`); cleared, the account is the platform's own staff. */
export function LenderSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const lenders = useLenders();
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      {...props}
      loading={lenders.isPending}
      options={(lenders.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
    />
  );
}

/**
 * The signed-in manager's own lender when they are a funder's staff, else `null`: such a manager
 * gives accounts only its own lender (the server refuses any other, issue 40 item 3), so the
 * forms preselect it and lock the picker.
 */
export function useOwnLender(): string | null {
  return useSession().me.lender_id ?? null;
}

/**
 * The lender field of the staff forms: locked to the manager's own lender for a funder's manager
 * (`ownLender`, from `useOwnLender`), who may give accounts no other.
 */
export function LenderField({ rules, ownLender }: { rules: FormItemProps['rules']; ownLender: string | null }) {
  const { t } = useTranslation('users');
  return (
    <Form.Item
      name="lender_id"
      label={t('fields.lender')}
      extra={t(ownLender ? 'fields.lender_own' : 'fields.lender_help')}
      rules={rules}
    >
      <LenderSelect placeholder={t('fields.in_house')} disabled={Boolean(ownLender)} />
    </Form.Item>
  );
}
