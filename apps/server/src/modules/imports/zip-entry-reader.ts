import { createInflateRaw, crc32 } from 'node:zlib';
import { entryDamaged, entryTooBig, packedBytes, type ZipEntry } from './zip-entries.ts';

/** Inflated output arrives in pieces this large, each garbage as soon as it is copied. */
const INFLATE_CHUNK_BYTES = 64 * 1024;

/**
 * Reads a ZIP's files one after another into one buffer, grown to the largest file. A whole
 * history file inflated at a time outlives several young-generation collections, so a fresh
 * buffer per file would wait for a full collection to be freed: ten files of a ten-year history
 * would then hold about 80 MB at once. What `read` answers is valid until the next `read`.
 */
export class ZipEntryReader {
  #out = Buffer.alloc(0);

  constructor(private readonly zip: Buffer) {}

  /**
   * One file of the ZIP, inflated alone and never past the size its directory declared (a file
   * that lies about its size is refused, not allowed to grow).
   */
  async read(entry: ZipEntry): Promise<Buffer> {
    const packed = packedBytes(this.zip, entry);
    let content = packed;
    if (entry.method === 8) {
      if (this.#out.length < entry.size) this.#out = Buffer.allocUnsafe(entry.size);
      content = this.#out.subarray(0, await inflateInto(packed, this.#out, entry));
    }
    if (content.length !== entry.size || crc32(content) !== entry.crc) throw entryDamaged(entry);
    return content;
  }
}

/** Inflates `packed` into the start of `out`, refusing more than the entry declares. */
async function inflateInto(packed: Buffer, out: Buffer, entry: ZipEntry): Promise<number> {
  const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
  let length = 0;
  let tooBig = false;
  try {
    inflater.end(packed);
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      if (length + chunk.length > entry.size) {
        tooBig = true;
        break;
      }
      chunk.copy(out, length);
      length += chunk.length;
    }
  } catch {
    throw entryDamaged(entry);
  } finally {
    inflater.destroy();
  }
  if (tooBig) throw entryTooBig(entry);
  return length;
}
