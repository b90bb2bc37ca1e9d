import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '@/components/form/leave-guard';
import { Wizard, type WizardStep } from '@/components/wizard/wizard';
import type { ImportKind } from './import-kinds';
import { ImportStep } from './import-step';
import { PrepareStep } from './prepare-step';
import { ReviewStep } from './review-step';
import type { ImportApi } from './run-import';
import { useImport } from './use-import';

type Props<V> = {
  kind: ImportKind<V>;
  opened: boolean;
  onClose: () => void;
  /** The calls the import makes (tests and the bench pass their own). */
  api?: ImportApi;
};

const PREPARE = 0;
const REVIEW = 1;

/**
 * The import wizard (spec 3 §4): prepare (file and columns), review (the dry run, select rows),
 * import (progress, then the result). While rows run the dialog stays open; cancel stops new rows.
 */
export const ImportDialog = <V,>({ kind, opened, onClose, api }: Props<V>) => {
  const { t } = useTranslation('import');
  const state = useImport(kind, api);
  const [active, setActive] = useState(PREPARE);
  const [showErrors, setShowErrors] = useState(false);
  const running = state.progress !== null && state.run === null;
  // A chosen file and its columns are input until the import has run.
  const leave = useLeaveGuard(() => state.file !== null && state.progress === null);

  const validateStep = (index: number) => {
    const ready =
      index === PREPARE ? state.parsed !== null && state.missing.length === 0 : state.chosen.length > 0;
    setShowErrors(!ready);
    if (!ready) return false;
    if (index === PREPARE) state.enterReview();
    if (index === REVIEW) void state.start();
    return true;
  };

  const steps: WizardStep[] = [
    {
      id: 'prepare',
      title: t('steps.prepare'),
      description: t('steps.prepareDescription'),
      content: <PrepareStep kind={kind} state={state} showErrors={showErrors} />,
    },
    {
      id: 'review',
      title: t('steps.review'),
      description: t('steps.reviewDescription'),
      content: <ReviewStep state={state} showErrors={showErrors} />,
      continueLabel: t('review.import', { count: state.chosen.length }),
    },
    {
      id: 'import',
      title: t('steps.import'),
      description: t('steps.importDescription'),
      content: <ImportStep state={state} />,
      backAllowed: false,
    },
  ];

  return (
    <Modal
      opened={opened}
      onClose={() => !running && leave.askBeforeClose(onClose)}
      title={t(`title.${kind.id}`)}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={!running}
      withCloseButton={!running}
      centered
    >
      <Wizard
        steps={steps}
        active={active}
        onActiveChange={(index) => {
          setShowErrors(false);
          setActive(index);
        }}
        validateStep={validateStep}
        onSubmit={onClose}
        canSubmit={state.run !== null}
        labels={{ back: t('back'), continue: t('continue'), submit: t('done') }}
        aria-label={t(`title.${kind.id}`)}
      />
      {leave.guard}
    </Modal>
  );
};
