import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DraftOffer } from '@/components/form/draft-offer';
import { useKeptInput } from '@/components/form/use-kept-input';
import { PublicPage } from '@/components/public-page';
import { Wizard, type WizardStep } from '@/components/wizard/wizard';
import { isApiError } from '@/lib/errors';
import { onboardingQueryOptions, useCreateOnboardingMutation } from './api';
import { CompanyStep } from './company-step';
import { initialOnboardingValues, isEmailEditable } from './onboarding-request';
import {
  OnboardingFormSchema,
  stepFields,
  type OnboardingFormInput,
  type OnboardingFormValues,
} from './onboarding-schema';
import { SuccessStep } from './success-step';
import { SummaryStep } from './summary-step';
import { UserStep } from './user-step';
import { WelcomeStep } from './welcome-step';

/** The step after the last: the success screen. */
const COMPLETED = 4;

/** The company onboarding wizard: Welcome, Company, User, Summary, then Success. */
export const OnboardingPage = ({ invitationId }: { invitationId: string }) => {
  const { t } = useTranslation('onboarding');
  const { data: context } = useSuspenseQuery(onboardingQueryOptions(invitationId));
  const form = useForm<OnboardingFormInput, unknown, OnboardingFormValues>({
    resolver: zodResolver(OnboardingFormSchema),
    defaultValues: initialOnboardingValues(context),
    mode: 'onTouched',
  });
  const [active, setActive] = useState(0);
  const onboarding = useCreateOnboardingMutation(invitationId);
  // Nobody is signed in yet: the draft is the invitation's (its address and id); passwords are
  // never kept (src/lib/drafts.ts).
  const sending = useRef(false);
  const { draft, leave } = useKeptInput(
    form,
    `onboarding.${invitationId}`,
    () => sending.current || active === COMPLETED,
    { email: context.to, companyId: `invitation:${invitationId}` },
  );

  const validateStep = async (index: number) => {
    const fields = stepFields(form.getValues('withAddress'))[index] ?? [];
    const valid = fields.length === 0 || (await form.trigger(fields, { shouldFocus: true }));
    // The next step starts untouched: its messages appear only once the user has been there.
    if (valid) form.reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true });
    return valid;
  };

  const changeStep = (index: number) => {
    onboarding.reset();
    setActive(index);
  };

  const submit = () =>
    form.handleSubmit(async (values) => {
      if (sending.current) return;
      sending.current = true;
      try {
        await onboarding.mutateAsync(values);
        draft.clear();
        setActive(COMPLETED);
      } catch {
        // Said on the summary step (submitError); the form keeps what was typed.
      } finally {
        sending.current = false;
      }
    })();

  const submitError = onboarding.isError
    ? isApiError(onboarding.error) && onboarding.error.status === 400
      ? t('onboarding.errors.userExists')
      : t('onboarding.errors.generic')
    : undefined;

  const steps: WizardStep[] = [
    {
      id: 'welcome',
      title: t('onboarding.steps.welcome'),
      content: <WelcomeStep companyName={context.companyAccount?.name} emailAddress={context.to} />,
    },
    { id: 'company', title: t('onboarding.steps.company'), content: <CompanyStep /> },
    {
      id: 'user',
      title: t('onboarding.steps.user'),
      content: <UserStep emailEditable={isEmailEditable(context.invitationType)} />,
    },
    {
      id: 'summary',
      title: t('onboarding.steps.summary'),
      content: <SummaryStep submitError={submitError} />,
    },
  ];

  return (
    <PublicPage title={t('onboarding.title')} width={860}>
      <FormProvider {...form}>
        {active < COMPLETED && <DraftOffer draft={draft} kind="onboarding" />}
        {leave.guard}
        <Wizard
          aria-label={t('onboarding.title')}
          steps={steps}
          active={active}
          onActiveChange={changeStep}
          validateStep={validateStep}
          onSubmit={() => void submit()}
          canSubmit={form.formState.isValid}
          submitting={onboarding.isPending}
          completed={<SuccessStep />}
          labels={{
            back: t('wizard.back'),
            continue: t('wizard.continue'),
            submit: t('wizard.submit'),
          }}
        />
      </FormProvider>
    </PublicPage>
  );
};
