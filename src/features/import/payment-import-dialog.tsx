import { ImportDialog } from './import-dialog';
import { paymentImport } from './import-kinds';

type Props = { opened: boolean; onClose: () => void };

/** 'Import payment requests' from the payments list's split button. */
export const PaymentImportDialog = (props: Props) => <ImportDialog kind={paymentImport} {...props} />;
