/**
 * Which buttons a wizard shows at a step, as data: Back is disabled on the first step (and on
 * steps that forbid going back) and hidden once the wizard is completed; the primary button
 * continues, and submits on the last step.
 */
export type BackState = 'enabled' | 'disabled' | 'hidden';
export type PrimaryAction = 'continue' | 'submit' | 'none';

export type WizardControlsInput = {
  /** 0-based; equal to stepCount once the wizard is completed. */
  active: number;
  stepCount: number;
  /** Whether the current step allows going back (default true). */
  backAllowed?: boolean;
};

export const wizardControls = ({
  active,
  stepCount,
  backAllowed = true,
}: WizardControlsInput): { back: BackState; primary: PrimaryAction } => {
  if (active >= stepCount) return { back: 'hidden', primary: 'none' };
  return {
    back: active === 0 || !backAllowed ? 'disabled' : 'enabled',
    primary: active === stepCount - 1 ? 'submit' : 'continue',
  };
};
