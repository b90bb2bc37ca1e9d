import { IconDownload, IconFileSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditNote } from '@generated/model/creditNote';
import { RowActionMenu } from '@/components/data-table/row-action-menu';
import { creditNoteActions, type CreditNoteAction } from '@/entities/credit-note/credit-note-actions';
import { useCreditNotePdf } from './api';

const icons: Record<CreditNoteAction, ReactNode> = {
  downloadPdf: <IconDownload size={16} />,
  details: <IconFileSearch size={16} />,
};

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
    <RowActionMenu
      label={note.invoiceNumber ?? t('detail.title')}
      actions={creditNoteActions(note.status).map((action) => ({
        key: action,
        label: t(`actions.${action}`),
        icon: icons[action],
        disabled: action === 'downloadPdf' && download.isPending,
        onClick: () => run(action, note),
      }))}
    />
  );
};
