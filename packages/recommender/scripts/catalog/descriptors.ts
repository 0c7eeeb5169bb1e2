/**
 * Descriptor spellings differ between the RYM files: one drops the spaces ("malevocals"), the
 * lexicon says "male vocalist" where the charts say "male vocals". Everything is mapped to one
 * spaced, chart-style form.
 */
const RENAMES: Record<string, string> = {
  'male vocalist': 'male vocals',
  'female vocalist': 'female vocals',
  'non-binary vocalist': 'non-binary vocals',
  lgbt: 'LGBTQ',
};

const glue = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export class DescriptorNormaliser {
  private readonly byGlued = new Map<string, string>();
  private readonly words = new Set<string>();

  /** `spaced` lists every descriptor spelling that carries its spaces (lexicon and charts). */
  constructor(spaced: Iterable<string>, vocabulary: Iterable<string>) {
    for (const form of spaced) this.learn(form);
    for (const word of vocabulary) if (word.length >= 2) this.words.add(word.toLowerCase());
  }

  private learn(form: string) {
    const text = form.trim();
    if (text === '' || text === '...') return;
    const canonical = RENAMES[text.toLowerCase()] ?? text;
    const key = glue(text);
    if (!this.byGlued.has(key) || text.includes(' ')) this.byGlued.set(key, canonical);
    this.byGlued.set(glue(canonical), canonical);
    for (const word of canonical.toLowerCase().split(/\s+/)) this.words.add(word);
  }

  normalise(raw: string): string | null {
    const text = raw.trim();
    if (text === '' || text === '...') return null;
    const known = this.byGlued.get(glue(text));
    if (known) return known;
    if (text.includes(' ')) return RENAMES[text.toLowerCase()] ?? text;
    return this.segment(text) ?? text;
  }

  /** Restores the spaces of a glued phrase from known words, preferring the fewest words. */
  private segment(text: string): string | null {
    const lower = text.toLowerCase();
    const best: (string[] | null)[] = Array.from({ length: lower.length + 1 }, () => null);
    best[0] = [];
    for (let end = 1; end <= lower.length; end += 1) {
      for (let start = 0; start < end; start += 1) {
        const prefix = best[start];
        const piece = lower.slice(start, end);
        if (!prefix || !this.words.has(piece)) continue;
        const candidate = [...prefix, piece];
        const current = best[end];
        if (!current || candidate.length < current.length) best[end] = candidate;
      }
    }
    const words = best[lower.length];
    return words && words.length > 1 ? words.join(' ') : null;
  }
}
