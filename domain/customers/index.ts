export type { Auth0Account, CustomerInfo } from './customerInfo';
export { withCustomerInfoDefaults } from './customerInfo';
export { ageOn, isOldEnoughForAlcohol, yearsBetween } from './age';
export { isNewSaver } from './newSaver';
export { accountDisplayName } from './displayName';
export { shouldShowBalance } from './balance';
export type { SecurityCheckupItem } from './securityCheckup';
export {
  checkupItemStatus,
  isCheckupComplete,
  outstandingCheckupItems,
} from './securityCheckup';
export { isOnboardingStep, nextOnboardingStep } from './onboarding';
export type { PhoneVerification, PhoneVerificationStage } from './phoneVerification';
export { phoneVerificationStage } from './phoneVerification';
export { requireCustomerId } from './customerId';
