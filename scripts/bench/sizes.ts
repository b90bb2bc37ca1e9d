/** File sizes as the bench reports them: raw bytes and gzip (level 9) bytes, in kB of 1000 bytes. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

export type FileSize = { file: string; rawBytes: number; gzipBytes: number };

export const sizeOf = (path: string, file = path): FileSize => {
  const content = readFileSync(path);
  return {
    file,
    rawBytes: content.length,
    gzipBytes: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
  };
};

export const sum = (sizes: FileSize[]) => sizes.reduce((total, size) => total + size.gzipBytes, 0);

/** Every JS chunk in `<dir>/assets`, largest gzip size first. */
export const jsChunks = (dir: string): FileSize[] =>
  readdirSync(join(dir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => sizeOf(join(dir, 'assets', name), `assets/${name}`))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
