import { Text } from '@mantine/core';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog';
import { refusedOffline } from '../offline-navigation';

type Pending = { leave: () => void; stay: () => void };

/**
 * Blocks the router's navigation (links, the palette, back) and the tab's closing while asked. A
 * navigation refused anyway while offline (src/components/offline-navigation.tsx) is not asked
 * about: the user stays, and Leave would throw the draft away for nothing.
 */
const RouteBlocker = ({ blocked, ask }: { blocked: () => boolean; ask: (pending: Pending) => void }) => {
  const router = useRouter();
  const shouldBlockFn = useCallback(
    ({ next }: { next: { pathname: string } }) =>
      blocked() &&
      !refusedOffline(router, next.pathname) &&
      new Promise<boolean>((resolve) => ask({ leave: () => resolve(false), stay: () => resolve(true) })),
    [blocked, ask, router],
  );
  useBlocker({ shouldBlockFn, enableBeforeUnload: blocked });
  return null;
};

export type LeaveGuard = {
  /** Closes the form: at once when nothing was typed, else after the user agrees. */
  askBeforeClose: (close: () => void) => void;
  /** The question and the router's blocker; render it beside the form. */
  guard: ReactNode;
};

/**
 * Asks before unsaved input is left: a navigation (a link, the palette, browser back), closing
 * the dialog, or closing the tab (the browser's own question). Nothing asks while `dirty()` is
 * false; it is read when the user leaves (a save under way or done does not count). `onLeave`
 * runs when the user chooses to leave (the form's draft goes).
 */
export const useLeaveGuard = (dirty: () => boolean, onLeave?: () => void): LeaveGuard => {
  const { t } = useTranslation('global');
  // The blocker reads the latest state when a navigation starts, so it is registered once.
  const state = useRef({ dirty, onLeave });
  useEffect(() => {
    state.current = { dirty, onLeave };
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const router = useRouter({ warn: false });
  const blocked = useCallback(() => state.current.dirty(), []);
  const ask = useCallback((next: Pending) => setPending(next), []);

  const answer = (leave: boolean) => {
    setPending(null);
    if (!leave) return pending?.stay();
    state.current.onLeave?.();
    pending?.leave();
  };
  const askBeforeClose = (close: () => void) => {
    if (!state.current.dirty()) return close();
    // After the key or click that asked has finished: the Escape that closes a dialog would
    // otherwise reach the question, opened while it is still under way, and answer it at once.
    setTimeout(() => setPending({ leave: close, stay: () => undefined }));
  };

  const guard = (
    <>
      {/* Forms rendered without a router (component tests of a dialog) still ask on close. */}
      {Boolean(router) && <RouteBlocker blocked={blocked} ask={ask} />}
      <ConfirmDialog
        opened={pending !== null}
        title={t('leave.title')}
        confirmLabel={t('leave.confirm')}
        color="red"
        focus="cancel"
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      >
        <Text size="sm">{t('leave.text')}</Text>
      </ConfirmDialog>
    </>
  );
  return { askBeforeClose, guard };
};
