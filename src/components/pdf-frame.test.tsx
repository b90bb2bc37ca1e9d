import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { PdfFrame } from './pdf-frame';

const setViewer = (enabled: boolean | undefined) =>
  Object.defineProperty(navigator, 'pdfViewerEnabled', { value: enabled, configurable: true });

describe('PdfFrame', () => {
  afterEach(() => setViewer(undefined));

  it('shows the PDF in a frame where the browser has a viewer', async () => {
    setViewer(true);
    await renderWithProviders(
      <PdfFrame source={{ url: '/assets/contract.pdf' }} title="Contract" height="60vh" />,
    );
    expect(screen.getByTitle('Contract')).toHaveAttribute('src', '/assets/contract.pdf');
  });

  // A frame of a PDF in a browser without a viewer saves the file at once as '<uuid>.pdf'.
  it('shows no frame, only a note to download, where the browser has no viewer', async () => {
    setViewer(false);
    await renderWithProviders(
      <PdfFrame
        source={{ blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }}
        title="Preview"
        height="50vh"
      />,
    );
    expect(screen.queryByTitle('Preview')).not.toBeInTheDocument();
    expect(screen.getByText(/This browser does not show PDF files inside the page/)).toBeVisible();
  });

  it('says so in German too', async () => {
    setViewer(false);
    await renderWithProviders(
      <PdfFrame source={{ url: '/assets/contract.pdf' }} title="Vertrag" height="60vh" />,
      {
        language: 'de',
      },
    );
    expect(screen.getByText(/Dieser Browser zeigt PDF-Dateien nicht innerhalb der Seite an/)).toBeVisible();
  });
});
