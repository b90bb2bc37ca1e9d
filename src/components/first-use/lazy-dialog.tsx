/**
 * A dialog whose code loads when it is first opened (React's lazy()). When that code cannot load
 * (the browser went offline before the dialog was ever opened), the dialog's place says so and the
 * page behind it keeps working: without this, the failure reached the route's error screen, whose
 * own code could not load either, and the router reloaded the page into the browser's offline page.
 * Back online the dialog loads by itself; 'Try again' and opening it again load it too (React keeps
 * a failed lazy() failed, so each failure makes a new one).
 */
import { Alert, Button, Modal, Stack } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onFirstUse } from '@/lib/on-first-use';
import { DialogActions } from '../dialog-actions';
import { useOnline } from '../use-online';

/** The dialog's code could not be loaded. */
class DialogLoadError extends Error {
  constructor(cause: unknown) {
    super('The dialog could not be loaded', { cause });
    this.name = 'DialogLoadError';
  }
}

/** `load` resolves to the dialog component: `() => import('./x').then((module) => module.X)`. */
export const lazyDialog = <P extends object>(importer: () => Promise<ComponentType<P>>) => {
  const dialog = onFirstUse(importer);
  const make = () =>
    lazy(() =>
      dialog.load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          throw new DialogLoadError(error);
        },
      ),
    );
  let Loaded = make();
  const LazyDialog = (props: P) => {
    const onClose: unknown = Reflect.get(props, 'onClose');
    return (
      <LoadBoundary
        hidden={Reflect.get(props, 'opened') === false}
        onFailed={() => {
          Loaded = make();
        }}
        onClose={typeof onClose === 'function' ? () => void onClose() : undefined}
      >
        {() => (
          <Suspense fallback={null}>
            <Loaded {...props} />
          </Suspense>
        )}
      </LoadBoundary>
    );
  };
  /** Starts loading the code ahead (a pointer over the button that opens it); a failure waits for the opening. */
  LazyDialog.preload = dialog.preload;
  return LazyDialog;
};

type BoundaryProps = {
  /** The dialog is closed (`opened={false}`): nothing is said until it is opened again. */
  hidden: boolean;
  onClose: (() => void) | undefined;
  onFailed: () => void;
  children: () => ReactNode;
};
type BoundaryState = { error: unknown; dismissed: boolean };

/** Catches a dialog whose code did not load; any other error goes on to the route's error screen. */
class LoadBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, dismissed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, dismissed: false };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof DialogLoadError) this.props.onFailed();
  }

  componentDidUpdate(previous: BoundaryProps) {
    // Opened again after a failure: another try.
    if (previous.hidden && !this.props.hidden && this.state.error !== undefined) this.retry();
  }

  retry = () => this.setState({ error: undefined, dismissed: false });

  close = () => {
    if (this.props.onClose) this.props.onClose();
    else this.setState({ dismissed: true });
  };

  render() {
    const { error, dismissed } = this.state;
    if (error === undefined) return this.props.children();
    if (!(error instanceof DialogLoadError)) throw error;
    return (
      <NotLoadedDialog opened={!dismissed && !this.props.hidden} onRetry={this.retry} onClose={this.close} />
    );
  }
}

type NotLoadedProps = { opened: boolean; onRetry: () => void; onClose: () => void };

/** Where the dialog would be: that it could not load (offline: until the connection is back). */
const NotLoadedDialog = ({ opened, onRetry, onClose }: NotLoadedProps) => {
  const { t } = useTranslation('global');
  const online = useOnline();
  // Back online, the dialog loads by itself.
  useEffect(() => {
    if (!opened) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [opened, onRetry]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={online ? t('dialogNotLoaded.title') : t('dialogNotLoaded.offlineTitle')}
      centered
    >
      <Stack gap="md">
        <Alert color="yellow" icon={<IconWifiOff size={18} />} role="alert">
          {online ? t('dialogNotLoaded.text') : t('offline.dialogNotLoaded')}
        </Alert>
        <DialogActions>
          <Button variant="default" onClick={onClose}>
            {t('dialogNotLoaded.close')}
          </Button>
          <Button onClick={onRetry} disabled={!online}>
            {t('dialogNotLoaded.retry')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
