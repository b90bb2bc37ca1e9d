/**
 * The credit notes' actions (spec 3 §4), each declared once: the row menu is made from this table
 * (action-table.ts); which state offers them is the entity's credit-note-actions.ts. A credit note
 * has no call to run on many (docs/adding-a-list-area.md#lists-without-bulk-actions-and-why).
 */
import { IconDownload, IconFileSearch } from '@tabler/icons-react';
import type { CreditNote } from '@generated/model/creditNote';
import { actionTable } from '@/components/list';
import {
  creditNoteActionKeys,
  creditNoteActions,
  type CreditNoteAction,
} from '@/entities/credit-note/credit-note-actions';

const icons: Record<CreditNoteAction, actionTable.Entry<CreditNote>['icon']> = {
  downloadPdf: <IconDownload size={16} />,
  details: <IconFileSearch size={16} />,
};

export const creditNoteActionTable = actionTable.of<CreditNote, CreditNoteAction>(
  creditNoteActionKeys,
  (note) => creditNoteActions(note.status),
  (action) => ({ label: `credit-notes:actions.${action}`, icon: icons[action] }),
);
