/**
 * An e-mail field (issue 45 item 8): the e-mail keyboard and autofill of `type="email"` without
 * its constraint, so the browser never shows its own validation bubble (in the browser's
 * language, over the form); the form's rule says what is wrong, in the UI language.
 */
// The input alone, as the sign-in page loads it (issue 8: no TextArea, Search, OTP with it).
import Input, { type InputProps } from 'antd/es/input/Input';

export function EmailInput(props: Omit<InputProps, 'type'>) {
  return <Input inputMode="email" autoComplete="email" spellCheck={false} {...props} />;
}
