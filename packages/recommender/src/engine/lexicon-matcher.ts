import type { MomentEntry } from '../lexicon/moment-entry.ts';
import { NEGATORS, STOPWORDS } from '../text/stopwords.ts';
import type { Token } from '../text/tokenize.ts';
import { wordForms } from '../text/word-forms.ts';
import { ownerNotCompany } from './possessives.ts';
import type { WordVectors } from '../vectors/word-vectors.ts';

export type Field = 'situation' | 'company' | 'mood';

export interface MomentHit {
  entry: MomentEntry;
  /** 1 for a word the lexicon names; less for a word that is only near one it names. */
  strength: number;
  /** The listener's own words that triggered it. */
  words: string;
  field: Field;
}

export interface NearCue {
  entry: MomentEntry;
  cue: string;
  similarity: number;
}

/** What `match` found: frozen, as it is shared by every reading of the same words. */
export interface LexiconMatch {
  hits: readonly MomentHit[];
  rest: readonly Token[];
  negated: readonly Token[];
}

interface Phrase {
  words: string[];
  entry: MomentEntry;
}

/** Words that name a mood only as one: "feeling down", not "down the coast" or "blue skies". */
// "Heavy" as a feeling is a weight on the heart; "something heavy" asks for heavy music.
// "Patient" as a feeling is patience; elsewhere it may be a hospital's patient.
const MOOD_ONLY = new Set(['down', 'blue', 'heavy', 'patient']);
const MOOD_LEADS = new Set(
  "feeling feel feels felt so bit kinda pretty very really im i'm been am is".split(' '),
);

function onlyAsMood(word: string, before: string | undefined): boolean {
  return MOOD_ONLY.has(word) && !MOOD_LEADS.has(before ?? '');
}

/** The shortest word a compound is read by, and the shortest part before it. */
const MIN_COMPOUND_PART = 4;

/** Finds the lexicon's moments in a tokenised description: whole phrases first, then words. */
export class LexiconMatcher {
  private readonly phrases = new Map<string, Phrase[]>();
  private readonly singles = new Map<string, MomentEntry[]>();
  private readonly cueVectors: Float32Array;
  private readonly cueOf: { cue: string; entry: MomentEntry }[] = [];
  private readonly matched = new WeakMap<readonly Token[], Partial<Record<Field, LexiconMatch>>>();

  constructor(
    entries: readonly MomentEntry[],
    private readonly vectors: WordVectors,
  ) {
    for (const entry of entries) {
      for (const cue of entry.cues) {
        const words = cue.split(/\s+/);
        if (words.length === 1) {
          const list = this.singles.get(cue) ?? [];
          if (!list.includes(entry)) list.push(entry);
          this.singles.set(cue, list);
          if (vectors.has(cue)) this.cueOf.push({ cue, entry });
        } else {
          const list = this.phrases.get(words[0] as string) ?? [];
          list.push({ words, entry });
          this.phrases.set(words[0] as string, list);
        }
      }
    }
    for (const list of this.phrases.values()) list.sort((a, b) => b.words.length - a.words.length);
    this.cueVectors = new Float32Array(this.cueOf.length * vectors.dims);
    this.cueOf.forEach(({ cue }, i) =>
      this.cueVectors.set(vectors.exact(cue) ?? [], i * vectors.dims),
    );
  }

  /**
   * Named moments in the tokens, and the content tokens that named none. Kept per tokens (texts
   * read before share theirs, see tokenize) and field: the lists are shared and frozen.
   */
  match(tokens: readonly Token[], field: Field): LexiconMatch {
    let byField = this.matched.get(tokens);
    if (!byField) this.matched.set(tokens, (byField = {}));
    return (byField[field] ??= this.matchOnce(tokens, field));
  }

  private matchOnce(input: readonly Token[], field: Field): LexiconMatch {
    const tokens = input.some((t) => t.text.includes('-')) ? this.splitHyphens(input) : input;
    const hits: MomentHit[] = [];
    const rest: Token[] = [];
    const negated: Token[] = [];
    for (let i = 0; i < tokens.length;) {
      const token = tokens[i] as Token;
      const phrase = this.phraseAt(tokens, i);
      if (!phrase && field === 'situation' && ownerNotCompany(tokens, i)) {
        i += 1;
        continue;
      }
      const length = phrase ? phrase.words.length : 1;
      const span = tokens.slice(i, i + length);
      const entries =
        phrase || field === 'mood' || !onlyAsMood(token.text, tokens[i - 1]?.text)
          ? phrase
            ? [phrase.entry]
            : this.singleEntries(token)
          : [];
      i += length;
      if (entries.length === 0) {
        if (!token.stop) (token.negated ? negated : rest).push(token);
        continue;
      }
      // A cue that carries its own negation ("won't sleep", "first christmas without") holds.
      if (span.some((t) => t.negated) && !phrase?.words.some((w) => NEGATORS.has(w))) {
        negated.push(...span.filter((t) => !t.stop));
        continue;
      }
      const words = span.map((t) => t.text).join(' ');
      for (const entry of entries) hits.push(Object.freeze({ entry, strength: 1, words, field }));
    }
    return Object.freeze({
      hits: Object.freeze(hits),
      rest: Object.freeze(rest),
      negated: Object.freeze(negated),
    });
  }

  /**
   * The longest phrase starting at token `i`; of phrases as long, one typed exactly ("my girls")
   * before one matched through a word form ("my girl").
   */
  private phraseAt(tokens: readonly Token[], i: number): Phrase | undefined {
    const fits = (p: Phrase, exact: boolean) =>
      p.words.every((w, k) => {
        const text = tokens[i + k]?.text;
        return text === w || (!exact && text !== undefined && k > 0 && wordForms(text).includes(w));
      });
    let found: Phrase | undefined;
    for (const p of this.phrases.get((tokens[i] as Token).text) ?? []) {
      if (found && p.words.length < found.words.length) break;
      if (fits(p, true)) return p;
      if (!found && fits(p, false)) found = p;
    }
    return found;
  }

  /** "post-breakup" is read as its words when the lexicon and the vectors know it only apart. */
  private splitHyphens(tokens: readonly Token[]): Token[] {
    return tokens.flatMap((token) => {
      const { text } = token;
      if (token.stop || !text.includes('-') || this.phrases.has(text)) return [token];
      if (this.singleEntries(token).length > 0 || this.vectors.has(text)) return [token];
      return text
        .split('-')
        .filter(Boolean)
        .map((part) => ({ ...token, text: part, stop: STOPWORDS.has(part) }));
    });
  }

  private singleEntries(token: Token): MomentEntry[] {
    const forms = token.stop ? [token.text] : wordForms(token.text);
    for (const form of forms) {
      const entries = this.singles.get(form);
      if (entries) return entries;
    }
    return token.stop || this.vectors.has(token.text) ? [] : this.unknownWordEntries(token.text);
  }

  /**
   * A word nothing knows may still end in one the lexicon names: a German compound
   * ("Sonntagsfrühstück" is a breakfast) or a French elision ("d'orage" is a storm).
   */
  private unknownWordEntries(text: string): MomentEntry[] {
    const bare = text.replace(/^(?:qu|[dlj])'/u, '');
    if (bare !== text) return this.singles.get(bare) ?? [];
    for (let from = 1; text.length - from >= MIN_COMPOUND_PART; from += 1) {
      const entries = this.singles.get(text.slice(from));
      if (entries && from >= MIN_COMPOUND_PART - 1) return entries;
    }
    return [];
  }

  /** The lexicon cues nearest to a word vector: at most `limit` moments, best cue each. */
  nearest(vector: Float32Array, minimum: number, limit = 2): NearCue[] {
    const dims = this.vectors.dims;
    const best = new Map<MomentEntry, NearCue>();
    for (let c = 0; c < this.cueOf.length; c += 1) {
      let similarity = 0;
      for (let d = 0; d < dims; d += 1) {
        similarity += (vector[d] as number) * (this.cueVectors[c * dims + d] as number);
      }
      if (similarity < minimum) continue;
      const { cue, entry } = this.cueOf[c] as { cue: string; entry: MomentEntry };
      const current = best.get(entry);
      if (!current || current.similarity < similarity) best.set(entry, { entry, cue, similarity });
    }
    return [...best.values()].sort((a, b) => b.similarity - a.similarity).slice(0, limit);
  }
}
