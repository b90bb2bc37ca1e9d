/**
 * The column mapping the user made, kept as a draft per import kind (src/lib/drafts.ts) with the
 * headers of its file: choosing a file with the same headers again (after a reload, a crash, a new
 * sign-in) offers it back. The file itself is chosen again. Cleared when the import starts and
 * when the offer is discarded.
 */
import { useState } from 'react';
import type { DraftControl } from '@/components/form/use-draft';
import { clearDraft, readDraft, saveDraft, type Draft } from '@/lib/drafts';
import type { ColumnMapping } from './column-mapping';

type KeptMapping = { headers: string[]; mapping: ColumnMapping };

const sameHeaders = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((header, index) => header === b[index]);

export const useMappingDraft = (kindId: string, apply: (mapping: ColumnMapping) => void) => {
  const draftId = `mapping.${kindId}`;
  const [offer, setOffer] = useState<Draft<KeptMapping> | null>(null);
  const control: DraftControl<KeptMapping> = {
    offer,
    restore: () => {
      if (offer) apply(offer.values.mapping);
      setOffer(null);
    },
    discard: () => {
      clearDraft(draftId);
      setOffer(null);
    },
    clear: () => clearDraft(draftId),
  };
  return {
    control,
    /** A file was read: offer the mapping kept for the same headers, if any. */
    fileRead: (headers: readonly string[]) => {
      const kept = readDraft<KeptMapping>(draftId);
      const fits = kept && Array.isArray(kept.values.headers) && sameHeaders(kept.values.headers, headers);
      setOffer(fits ? kept : null);
    },
    /** The user changed the mapping of a file with these headers. */
    changed: (headers: readonly string[], mapping: ColumnMapping) => {
      setOffer(null);
      saveDraft(draftId, { headers: [...headers], mapping });
    },
  };
};
