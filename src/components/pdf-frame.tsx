import { Alert } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether the browser shows a PDF inside the page. Without a viewer (most phones, a browser set to
 * download PDFs, a headless browser) a frame showing a PDF saves it instead, under a name made from
 * the address (`<uuid>.pdf` for a generated one), the moment the frame opens: there the portal
 * shows no frame, and the file is saved only by its own button, under its own name.
 */
export const showsPdfInline = () => navigator.pdfViewerEnabled !== false;

type Props = {
  /** The document: a file of the portal's origin, or a PDF in memory. */
  source: { url: string } | { blob: Blob };
  title: string;
  height: string;
};

const frameStyle = (height: string) => ({
  width: '100%',
  height,
  border: '1px solid var(--mantine-color-gray-3)',
  borderRadius: 8,
});

/** A PDF in memory: its object URL lives exactly as long as the frame. */
const BlobFrame = ({ blob, title, height }: { blob: Blob; title: string; height: string }) => {
  const attach = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (!frame || typeof URL.createObjectURL !== 'function') return undefined;
      const url = URL.createObjectURL(blob);
      frame.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <iframe ref={attach} title={title} data-testid="pdf-preview" style={frameStyle(height)} />;
};

/** A PDF shown inside the page, or, where the browser cannot, a note to use the download. */
export const PdfFrame = ({ source, title, height }: Props) => {
  const { t } = useTranslation();
  if (!showsPdfInline())
    return (
      <Alert color="gray" data-testid="pdf-no-viewer">
        {t('pdf.noViewer')}
      </Alert>
    );
  if ('blob' in source) return <BlobFrame blob={source.blob} title={title} height={height} />;
  return <iframe src={source.url} title={title} data-testid="pdf-preview" style={frameStyle(height)} />;
};
