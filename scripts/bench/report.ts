/** Plain-text tables for the bench's figures. */
import { kB, type FileSize } from './sizes.ts';

/** A titled table with columns padded to their widest cell; numbers read best right-aligned by the caller. */
export const table = (title: string, header: string[], rows: string[][]): string => {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    header
      .map((_, column) => (row[column] ?? '').padEnd(widths[column] ?? 0))
      .join('   ')
      .trimEnd();
  return [`\n━━ ${title}`, line(header), ...rows.map(line)].join('\n');
};

/** Files with their raw and gzip sizes, and an optional note per file. */
export const fileTable = (
  title: string,
  files: FileSize[],
  note: (file: FileSize) => string = () => '',
): string =>
  table(
    title,
    ['File', '      raw', '     gzip', ''],
    files.map((f) => [f.file, kB(f.rawBytes).padStart(9), kB(f.gzipBytes).padStart(9), note(f)]),
  );
