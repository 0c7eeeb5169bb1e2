import { importFormatNames, importFormats, type ImportFormat } from '@album-club/contracts/imports';
import { AppError } from '../../lib/app-error.ts';
import { detectFormat } from './detect-format.ts';
import { isZip, listZipEntries, readZipEntry } from './zip-entries.ts';

/** One file of an upload, read when the job comes to it. */
export interface SourceFile {
  name: string;
  read(): string;
}

export interface ImportSource {
  format: ImportFormat;
  files: SourceFile[];
}

export const unknownFormat = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `This file is not a listening history Album Club can read. Accepted: ${importFormats
      .map((format) => importFormatNames[format])
      .join(', ')} (as ZIP, JSON or CSV).`,
    415,
  );

const utf8 = new TextDecoder('utf-8');

/**
 * What an upload holds and in which format, told from its content: a ZIP's files are looked at
 * one by one until one is a known history (the others, such as a README, are skipped later).
 * Refuses unknown formats (415), damaged ZIPs (400) and ZIP bombs (413) before any job starts.
 */
export function openImportSource(body: Buffer): ImportSource {
  if (isZip(body)) {
    const entries = listZipEntries(body);
    const files = entries.map((entry) => ({
      name: entry.name,
      read: () => utf8.decode(readZipEntry(body, entry)),
    }));
    for (const file of files) {
      const format = detectFormat(file.read());
      if (format) return { format, files };
    }
    throw unknownFormat();
  }
  const text = utf8.decode(body);
  const format = detectFormat(text);
  if (!format) throw unknownFormat();
  return { format, files: [{ name: 'upload', read: () => text }] };
}
