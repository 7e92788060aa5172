export type { FieldResult, FormResult } from './fieldResult';
export { fieldResultFromSchema, formResultFromFields } from './fieldResult';
export { firstNameSchema, lastNameSchema, validateFirstName, validateLastName } from './names';
export { emailSchema, validateEmail } from './email';
export { zipSchema, validateZip } from './zip';
export { phoneSchema, validatePhone } from './phone';
export { formatPhoneMask, phoneDigits } from './phoneMask';
export { verificationCodeSchema, validateVerificationCode } from './verificationCode';
export type { CalendarDate } from './calendarDate';
export {
  calendarDateOf,
  compareCalendarDates,
  daysInMonth,
  hasIsoDateShape,
  isRealCalendarDate,
  parseIsoDate,
  toIsoDate,
} from './calendarDate';
export { birthDateProblem, birthDateSchema, validateBirthDate } from './birthDate';
export { displayToIsoDate, isoToDisplayDate } from './birthDateDisplay';
export type { LinkAccountFormInput } from './linkAccountForm';
export { requirePassword, validateLinkAccountForm } from './linkAccountForm';
export type { SecurityNameStepInput } from './securityNameStep';
export { validateSecurityNameStep } from './securityNameStep';
export type { WithdrawalAmountLimits } from './withdrawalAmount';
export { validateWithdrawalAmount, withdrawalBelowMinimumMessage } from './withdrawalAmount';
export type { RegistrationField, RegistrationInput, RegistrationPayload, RegistrationResult } from './registration';
export { REGISTRATION_PAYLOAD_KEY, registrationSchema, validateRegistration } from './registration';
export type { ValidationAnswer, ValidationFeedback, ValidationsResponse } from './validationFeedback';
export { fieldValidationAnswer, isFeedbackError, validationFeedback } from './validationFeedback';
export type { RegistrationSubmitDecision, RegistrationSubmitInput } from './registrationSubmit';
export { registrationSubmitDecision } from './registrationSubmit';
export type { PasswordGuessability } from './newPassword';
export { NEW_PASSWORD_LIMITS, NEW_PASSWORD_MESSAGES, accountWordsOf, newPasswordProblem } from './newPassword';
