import { ImportDialog } from './import-dialog';
import { planImport } from './import-kinds';

type Props = { opened: boolean; onClose: () => void };

/** 'Import instalment plans' from the plans list's split button. */
export const PlanImportDialog = (props: Props) => <ImportDialog kind={planImport} {...props} />;
