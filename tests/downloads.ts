/** Captures the files a component test's page saves (the anchor's download name and the blob) instead of saving them. */
import { vi } from 'vitest';

export const captureDownloads = () => {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:download';
    }),
    revokeObjectURL: vi.fn(),
  });
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  const last = async () => new Uint8Array(await (blobs.at(-1) ?? new Blob()).arrayBuffer());
  return {
    names,
    /** The last saved file's bytes. */
    bytes: last,
    /** The last saved file as UTF-8 text. */
    text: async () => new TextDecoder().decode(await last()),
    restore: () => click.mockRestore(),
  };
};
