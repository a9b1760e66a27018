// The Phone Number field of the contact and booking forms and the status lookup: ten digits, the
// number as dialled inside India (SPEC §5), taken as people type it ('+91 98300 12345': the shared
// schema keeps the ten digits), so it has room for a country code and spaces and the phone keypad.
// A text input, not type="tel": the autofill token for the national number, `tel-national`,
// belongs to the text controls in the HTML standard.
import { TextField, type TextFieldProps } from '@tours/shared-ui/components';

export function PhoneField(props: TextFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={20}
      required
      {...props}
    />
  );
}
