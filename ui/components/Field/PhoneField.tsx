import { phoneFormatHintFor } from '../../../domain/validation/phone';
import { TextField, type TextFieldProps } from './Field';

/**
 * A US mobile number: the phone keyboard, the national number autofilled, and after a refusal the format expected.
 * Its own module: the phone rules (libphonenumber) load only with the forms that ask for a phone.
 */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'errorHint'>) {
  return <TextField {...props} type="tel" inputMode="tel" autoComplete="tel-national" errorHint={phoneFormatHintFor(props.error)} />;
}
