import { Input, type InputProps } from 'antd';
import { normaliseMobile } from '../schemas';

/**
 * A phone number input that shows the number normalised (`+628…`) once the field is left, when
 * it is a valid Indonesian mobile number; anything else is left as typed for the rule to flag.
 */
export function PhoneInput({ value, onChange, onBlur, ...props }: Omit<InputProps, 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <Input
      {...props}
      value={value}
      inputMode="tel"
      autoComplete="off"
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={(event) => {
        const normalised = normaliseMobile(event.target.value);
        if (normalised && normalised !== value) onChange?.(normalised);
        onBlur?.(event);
      }}
    />
  );
}
