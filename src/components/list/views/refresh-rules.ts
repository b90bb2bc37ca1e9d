/**
 * When a list (or the home's counts) asks the server again on its own: when the window regains
 * focus or the tab becomes visible again, and every two minutes while it is visible; never while
 * a dialog is open or the user has rows selected (the answer could move what they act on), and
 * not twice at once.
 */
export const REFRESH_INTERVAL_MS = 120_000;
/** A focus this soon after the last answer does not ask again (switching windows back and forth). */
export const FOCUS_REFRESH_AFTER_MS = 10_000;

export type RefreshTrigger = 'focus' | 'interval';

export type RefreshState = {
  trigger: RefreshTrigger;
  /** The page is visible (document.visibilityState). */
  visible: boolean;
  /** A modal dialog is open. */
  dialogOpen: boolean;
  /** Rows are selected. */
  selecting: boolean;
  /** A request of the list is on its way. */
  fetching: boolean;
  /** Milliseconds since the list's data last arrived. */
  sinceUpdate: number;
};

/** Whether the trigger should refresh now. */
export const shouldRefresh = ({
  trigger,
  visible,
  dialogOpen,
  selecting,
  fetching,
  sinceUpdate,
}: RefreshState) => {
  if (!visible || dialogOpen || selecting || fetching) return false;
  return sinceUpdate >= (trigger === 'focus' ? FOCUS_REFRESH_AFTER_MS : REFRESH_INTERVAL_MS);
};

/** Whether a modal dialog (Mantine's Modal, a confirmation, the palette) is open in the page. */
export const modalDialogOpen = (root: ParentNode = document) =>
  root.querySelector('[role="dialog"][aria-modal="true"]') !== null;
