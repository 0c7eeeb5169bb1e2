import { importFormatNames, importFormats, type ImportFormat } from '@album-club/contracts/imports';
import { AppError } from '../../lib/app-error.ts';
import { detectFormat, SNIFF_BYTES } from './detect-format.ts';
import { isZip, listZipEntries, readZipEntry } from './zip-entries.ts';

/** One file of an upload, inflated when the job comes to it and dropped after. */
export interface SourceFile {
  name: string;
  read(): Buffer;
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

/** Enough of a file's start to tell its format (see detectFormat), without decoding the rest. */
export const formatOf = (bytes: Buffer) =>
  detectFormat(utf8.decode(bytes.subarray(0, SNIFF_BYTES)));

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
      read: () => readZipEntry(body, entry),
    }));
    for (const file of files) {
      const format = formatOf(file.read());
      if (format) return { format, files };
    }
    throw unknownFormat();
  }
  const format = formatOf(body);
  if (!format) throw unknownFormat();
  return { format, files: [{ name: 'upload', read: () => body }] };
}
