/** Account-security onboarding order (001 §2). */
export const ONBOARDING_STEPS = ['personalInfo', 'emailConfirmation', 'phoneVerification'] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return (ONBOARDING_STEPS as readonly unknown[]).includes(value);
}

/** The step after this one, or null after phone verification (001 §2). */
export function nextOnboardingStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? null;
}
