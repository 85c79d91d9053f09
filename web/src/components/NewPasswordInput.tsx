/**
 * A new password with the password rule as its hint (issue 45 item 8): the hint shows under the
 * field until the field has an error, which then says what is wrong in its place, so staff read
 * the rule once and never a hint and an error of the same words.
 */
import { Form, Typography } from 'antd';
import Password, { type PasswordProps } from 'antd/es/input/Password';

export function NewPasswordInput({ hint, ...props }: PasswordProps & { hint: string }) {
  const { status } = Form.Item.useStatus();
  return (
    <>
      <Password autoComplete="new-password" {...props} />
      {status !== 'error' && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }} data-testid="password-hint">
          {hint}
        </Typography.Text>
      )}
    </>
  );
}
