export { CaptchaField } from './CaptchaField';
export { DialingCodeSelect, type DialingCodeSelectProps } from './DialingCodeSelect';
export { FieldShell, InputRow, type FieldShellProps } from './FieldShell';
export { SendCodeButton, type SendCodeButtonProps } from './SendCodeButton';
export { TextField, type TextFieldProps } from './TextField';
export { useCaptcha, type Captcha } from './use-captcha';
export { useCountdown } from './use-countdown';
export { useFormFields, type FieldValidator, type FormFields } from './use-form-fields';
export { useSendCaptcha, type SendCaptcha } from './use-send-captcha';
