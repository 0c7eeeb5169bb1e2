import { importFormatNames, importFormats, type ImportFormat } from '@album-club/contracts/imports';
import { AppError } from '../../lib/app-error.ts';
import { detectFormat, SNIFF_BYTES } from './detect-format.ts';
import { isZip, listZipEntries, zipEntryChunks } from './zip-entries.ts';

/** One file of an upload, inflated a chunk at a time each time it is read, and dropped after. */
export interface SourceFile {
  name: string;
  chunks(): AsyncIterable<Buffer>;
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
 * The first bytes of a file, enough to tell its format. With `readThrough`, the rest is read too
 * (and dropped), so a damaged or lying ZIP file is refused now rather than halfway through.
 */
export async function headOf(file: SourceFile, readThrough = false): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of file.chunks()) {
    if (length < SNIFF_BYTES) {
      parts.push(chunk.subarray(0, SNIFF_BYTES - length));
      length += Math.min(chunk.length, SNIFF_BYTES - length);
    }
    if (length >= SNIFF_BYTES && !readThrough) break;
  }
  return Buffer.concat(parts);
}

/** A whole file, for the formats read as one text. */
export async function wholeOf(file: SourceFile): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of file.chunks()) parts.push(chunk);
  return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
}

async function* whole(body: Buffer): AsyncGenerator<Buffer> {
  yield body;
}

/**
 * What an upload holds and in which format, told from its content: a ZIP's files are looked at
 * one by one until one is a known history (the others, such as a README, are skipped later).
 * Refuses unknown formats (415), damaged ZIPs (400) and ZIP bombs (413) before any job starts.
 */
export async function openImportSource(body: Buffer): Promise<ImportSource> {
  if (isZip(body)) {
    const entries = listZipEntries(body);
    const files = entries.map((entry) => ({
      name: entry.name,
      chunks: () => zipEntryChunks(body, entry),
    }));
    for (const file of files) {
      const format = formatOf(await headOf(file, true));
      if (format) return { format, files };
    }
    throw unknownFormat();
  }
  const format = formatOf(body);
  if (!format) throw unknownFormat();
  return { format, files: [{ name: 'upload', chunks: () => whole(body) }] };
}
