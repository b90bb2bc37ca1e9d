import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CreditNote } from '@generated/model/creditNote';
import { actionTable } from '@/components/list';
import type { CreditNoteAction } from '@/entities/credit-note/credit-note-actions';
import { creditNoteActionTable } from './credit-note-action-table';
import { useCreditNotePdf } from './api';

/** The row menu of a credit note: its PDF and its page, only for OPEN, CANCELLED, PAID (spec 3 §4). */
export const useCreditNoteActions = () => {
  const { t } = useTranslation('credit-notes');
  const navigate = useNavigate();
  const download = useCreditNotePdf();

  const run = (action: CreditNoteAction, note: CreditNote) => {
    if (action === 'downloadPdf') return download.mutate(note.id);
    void navigate({ to: '/dashboard/transactions/credit-notes/$id', params: { id: note.id } });
  };

  return (note: CreditNote) => (
    <actionTable.Menu
      label={note.invoiceNumber ?? t('detail.title')}
      actions={actionTable.menu(creditNoteActionTable, note, { label: t, onSelect: run }).map((entry) =>
        // One download at a time.
        entry.key === 'downloadPdf' ? { ...entry, disabled: download.isPending } : entry,
      )}
    />
  );
};
