import { Box, Button, Stepper } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { wizardControls } from './wizard-controls';
import { DialogActions } from '../dialog-actions';

export type WizardStep = {
  id: string;
  title: string;
  description?: string;
  content: ReactNode;
  /** Steps that must not be left backwards say so (default: Back allowed). */
  backAllowed?: boolean;
  /** A step may name its primary button differently (e.g. 'check input'). */
  continueLabel?: string;
  /** Continue stays disabled, e.g. until the step's form is valid and changed. */
  continueDisabled?: boolean;
};

export type WizardLabels = { back: string; continue: string; submit: string };

type Props = {
  steps: WizardStep[];
  /** 0-based; steps.length shows the completed state. */
  active: number;
  onActiveChange: (index: number) => void;
  /** Checked on Continue; the wizard moves on only when it resolves to true. */
  validateStep?: (index: number) => boolean | Promise<boolean>;
  onSubmit: () => void;
  /** Submit stays disabled unless the caller says the form is valid. */
  canSubmit: boolean;
  submitting?: boolean;
  completed?: ReactNode;
  labels: WizardLabels;
  'aria-label'?: string;
};

/**
 * One wizard for every multi-step form: step titles, Back disabled on the first step and hidden
 * when completed, Continue that validates the current step first, submit on the last step.
 * It is a form, so Enter in a field continues (or submits on the last step).
 */
export const Wizard = ({
  steps,
  active,
  onActiveChange,
  validateStep,
  onSubmit,
  canSubmit,
  submitting = false,
  completed,
  labels,
  'aria-label': ariaLabel,
}: Props) => {
  const [checking, setChecking] = useState(false);
  const current = steps[active];
  const controls = wizardControls({
    active,
    stepCount: steps.length,
    backAllowed: current?.backAllowed,
  });

  // Moving to another step puts the focus on its content, so keyboard and screen reader users
  // start reading where the new step begins.
  const contentRef = useRef<HTMLDivElement>(null);
  const previous = useRef(active);
  useEffect(() => {
    if (previous.current !== active) contentRef.current?.focus();
    previous.current = active;
  }, [active]);

  const next = async () => {
    if (controls.primary === 'submit') {
      if (canSubmit && !submitting) onSubmit();
      return;
    }
    if (controls.primary !== 'continue' || checking || current?.continueDisabled) return;
    setChecking(true);
    try {
      if (!validateStep || (await validateStep(active))) onActiveChange(active + 1);
    } finally {
      setChecking(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={ariaLabel}>
      <Stepper active={active} allowNextStepsSelect={false} size="sm">
        {steps.map((step) => (
          <Stepper.Step key={step.id} label={step.title} description={step.description}>
            <Box
              ref={contentRef}
              tabIndex={-1}
              style={{ outline: 'none' }}
              data-testid={`wizard-step-${step.id}`}
            >
              {step.content}
            </Box>
          </Stepper.Step>
        ))}
        <Stepper.Completed>
          <Box ref={contentRef} tabIndex={-1} style={{ outline: 'none' }} data-testid="wizard-completed">
            {completed}
          </Box>
        </Stepper.Completed>
      </Stepper>
      {controls.primary !== 'none' && (
        <DialogActions justify="space-between" mt="xl">
          {controls.back === 'hidden' ? (
            <span />
          ) : (
            <Button
              variant="default"
              onClick={() => onActiveChange(active - 1)}
              disabled={controls.back === 'disabled' || submitting}
            >
              {labels.back}
            </Button>
          )}
          {controls.primary === 'submit' ? (
            <Button type="submit" disabled={!canSubmit} loading={submitting}>
              {labels.submit}
            </Button>
          ) : (
            <Button type="submit" loading={checking} disabled={current?.continueDisabled}>
              {current?.continueLabel ?? labels.continue}
            </Button>
          )}
        </DialogActions>
      )}
    </form>
  );
};
