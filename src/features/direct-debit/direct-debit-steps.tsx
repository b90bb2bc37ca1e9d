import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@generated/model/bankAccount';
import type { Company } from '@generated/model/company';
import type { EbicsConnection } from '@generated/model/ebicsConnection';
import { Wizard, type WizardStep } from '@/components/wizard/wizard';
import { useStepBack } from './api';
import {
  BACK_TARGET,
  DIRECT_DEBIT_STEPS,
  primaryEnabled,
  primaryLabelOf,
  stepIndexOf,
  type DirectDebitStep,
} from './direct-debit-rules';
import type { StepBinding, StepFormState } from './step-binding';
import { ActivationStep } from './steps/activation-step';
import { CreditorIdStep } from './steps/creditor-id-step';
import { IniLetterStep } from './steps/ini-letter-step';
import { RequestStep } from './steps/request-step';
import { SetupStep } from './steps/setup-step';

type Props = {
  connection: EbicsConnection;
  account: BankAccount;
  company: Company | undefined;
  onClose: () => void;
  /** Set to the shown step's close, which asks before its typed input is left. */
  closeRequestRef: StepBinding['closeRequestRef'];
};

const idle: StepFormState = { valid: false, dirty: false };

/** The five steps on the shared wizard, driven by the connection's status (spec 1 §4). */
export const DirectDebitSteps = ({ connection, account, company, onClose, closeRequestRef }: Props) => {
  const { t } = useTranslation('company-money');
  const { id, status } = connection;
  const back = useStepBack(id);
  const submit = useRef<(() => Promise<void>) | null>(null);
  const [formState, setFormState] = useState<StepFormState>(idle);
  const binding = useMemo<StepBinding>(
    () => ({
      setSubmit: (next) => {
        submit.current = next;
      },
      setFormState,
      kept: {},
      draftId: `ebics.${id}`,
      closeRequestRef,
    }),
    [id, closeRequestRef],
  );
  const active = stepIndexOf(status);

  const content = (step: DirectDebitStep) => {
    switch (step) {
      case 'preparation':
        return (
          <CreditorIdStep
            connectionId={id}
            creditorIdentifier={connection.creditorIdentifier ?? company?.creditorIdentifier}
            binding={binding}
          />
        );
      case 'request':
        return (
          <RequestStep
            connectionId={id}
            iban={account.iban}
            defaults={{
              withdrawLimit: connection.withdrawLimit,
              creditorName: connection.creditorName ?? company?.name,
            }}
            binding={binding}
          />
        );
      case 'setup':
        return <SetupStep connectionId={id} defaults={connection} binding={binding} />;
      case 'iniLetter':
        return <IniLetterStep connectionId={id} binding={binding} />;
      case 'activation':
        return <ActivationStep active={status === 'ACTIVE'} />;
    }
  };

  const steps: WizardStep[] = DIRECT_DEBIT_STEPS.map((step, index) => ({
    id: step,
    title: t(`directDebit.steps.${step}`),
    // Keyed by status: a step that opens again starts with a fresh form, the binding's kept values
    // on top of the server's.
    content: index === active ? <div key={status}>{content(step)}</div> : null,
    backAllowed: BACK_TARGET[status] !== null,
    continueLabel: t(`directDebit.buttons.${primaryLabelOf(status)}`),
    continueDisabled: !primaryEnabled(status, formState),
  }));

  return (
    <Wizard
      steps={steps}
      active={active}
      onActiveChange={(next) => {
        const target = BACK_TARGET[status];
        if (next < active && target) back.mutate(target, { onSuccess: () => setFormState(idle) });
      }}
      validateStep={async () => {
        await submit.current?.();
        // The answer's status moves the wizard, not the step count.
        return false;
      }}
      onSubmit={onClose}
      canSubmit
      submitting={back.isPending}
      labels={{
        back: t('directDebit.buttons.back'),
        continue: t('directDebit.buttons.continue'),
        submit: t('directDebit.buttons.close'),
      }}
      aria-label={t('directDebit.formLabel')}
    />
  );
};
