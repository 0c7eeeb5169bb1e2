import { crc32, createInflateRaw } from 'node:zlib';
import { AppError } from '../../lib/app-error.ts';

/** Limits that keep a ZIP bomb from filling the memory: per file, in all, and per byte sent. */
export const ZIP_LIMITS = {
  /** Each file is inflated on its own, one after another, a chunk at a time. */
  entryBytes: 256 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
  /** Text compresses about 10:1; far beyond that is a bomb. Small files are exempt. */
  ratio: 100,
  ratioExemptBytes: 1024 * 1024,
  entries: 2_000,
};

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
}

const unreadable = (detail: string) =>
  new AppError('IMPORT_FILE_UNREADABLE', `This ZIP file cannot be read: ${detail}.`, 400);

const tooBig = (detail: string) =>
  new AppError('PAYLOAD_TOO_LARGE', `This ZIP file is refused: ${detail}.`, 413);

export const isZip = (data: Buffer) =>
  data.length >= 4 && (data.readUInt32LE(0) === 0x04034b50 || data.readUInt32LE(0) === 0x06054b50);

function endOfDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= lowest; at--) {
    if (data.readUInt32LE(at) === 0x06054b50) return at;
  }
  throw unreadable('it is truncated or not a ZIP file');
}

/** The files a ZIP declares, checked against the limits before anything is inflated. */
export function listZipEntries(data: Buffer): ZipEntry[] {
  if (data.length < 22) throw unreadable('it is truncated');
  const end = endOfDirectory(data);
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  if (count > ZIP_LIMITS.entries) throw tooBig(`it holds more than ${ZIP_LIMITS.entries} files`);
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50)
      throw unreadable('its directory is damaged');
    const nameLength = data.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: data.readUInt16LE(at + 10),
      crc: data.readUInt32LE(at + 16),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      headerOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    };
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (entry.name.endsWith('/')) continue;
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff)
      throw tooBig('files over 4 GB (ZIP64) are not accepted');
    if (entry.size > ZIP_LIMITS.entryBytes)
      throw tooBig(`${entry.name} unpacks to more than ${ZIP_LIMITS.entryBytes / 2 ** 20} MB`);
    if (
      entry.size > ZIP_LIMITS.ratioExemptBytes &&
      entry.size > entry.compressedSize * ZIP_LIMITS.ratio
    )
      throw tooBig(`${entry.name} unpacks to over ${ZIP_LIMITS.ratio} times its packed size`);
    total += entry.size;
    if (total > ZIP_LIMITS.totalBytes)
      throw tooBig(`it unpacks to more than ${ZIP_LIMITS.totalBytes / 2 ** 30} GB`);
    entries.push(entry);
  }
  return entries;
}

/** Inflated bytes handed on at a time: a file is never held whole. */
export const ZIP_CHUNK_BYTES = 64 * 1024;

function packedBytes(data: Buffer, entry: ZipEntry): Buffer {
  const at = entry.headerOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== 0x04034b50)
    throw unreadable(`${entry.name} is damaged`);
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const packed = data.subarray(start, start + entry.compressedSize);
  if (packed.length < entry.compressedSize) throw unreadable(`${entry.name} is truncated`);
  if (entry.method !== 0 && entry.method !== 8)
    throw unreadable(`${entry.name} uses a compression method other than deflate`);
  return packed;
}

async function* inflated(packed: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  if (entry.method === 0) {
    for (let at = 0; at < packed.length; at += ZIP_CHUNK_BYTES)
      yield packed.subarray(at, at + ZIP_CHUNK_BYTES);
    return;
  }
  const inflater = createInflateRaw({ chunkSize: ZIP_CHUNK_BYTES });
  inflater.end(packed);
  const chunks = inflater[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = (await chunks.next()) as IteratorResult<Buffer>;
      } catch {
        throw unreadable(`${entry.name} is damaged`);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    inflater.destroy();
  }
}

/**
 * One file of the ZIP, inflated a chunk at a time and never past the size its directory declared
 * (a file that lies about its size is refused, not allowed to grow). Its size and checksum are
 * checked once its last chunk is read: a reader that must not act on a damaged file reads it
 * through once before using it.
 */
export async function* zipEntryChunks(data: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const packed = packedBytes(data, entry);
  let size = 0;
  let crc = 0;
  for await (const chunk of inflated(packed, entry)) {
    size += chunk.length;
    if (size > entry.size) throw tooBig(`${entry.name} unpacks to more than it declares`);
    crc = crc32(chunk, crc);
    yield chunk;
  }
  if (size !== entry.size || crc !== entry.crc) throw unreadable(`${entry.name} is damaged`);
}
