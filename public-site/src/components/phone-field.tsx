// The Phone Number field of the contact and booking forms: ten digits, the number as dialled
// inside India (SPEC §5). A text input, not type="tel": the autofill token for the national
// number, `tel-national`, belongs to the text controls in the HTML standard (`tel` would fill in
// the country code too, which the ten-digit rule refuses).
import { TextField, type TextFieldProps } from '@tours/shared-ui/components';

export function PhoneField(props: TextFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      required
      {...props}
    />
  );
}
