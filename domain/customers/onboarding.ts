/** Account-security onboarding order (001 §2). */
export const ONBOARDING_STEPS = ['personalInfo', 'emailConfirmation', 'phoneVerification'] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return (ONBOARDING_STEPS as readonly unknown[]).includes(value);
}
