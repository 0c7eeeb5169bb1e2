import type { MomentEntry } from '../lexicon/moment-entry.ts';
import { timeNudge } from '../lexicon/time-of-day.ts';
import { droppedG } from '../text/slang.ts';
import { tokenize, type Token } from '../text/tokenize.ts';
import type { WordVectors } from '../vectors/word-vectors.ts';
import { familyMask } from './character-index.ts';
import { readAcrossFields, readAtHour } from './across-fields.ts';
import type { Field, LexiconMatcher, NearCue } from './lexicon-matcher.ts';
import type { MomentContext } from './recommend-input.ts';
import type { Source, Understanding } from './understanding.ts';

const FIELD_WEIGHT: Record<Field, number> = { situation: 1, company: 0.9, mood: 0.9 };
/** Total weight one recognised moment spreads over its wanted words. */
const MOMENT_MASS = 3;
const AVOID_MASS = 2;
const MUSICAL_WORD = 1;
const NAMED_MOMENT = 0.4;
const PLAIN_WORD = 0.35;
const ASKED_WORD = 3;
/** Words that ask for a character: "something upbeat", "anything mellow", "was Treibendes". */
const SOMETHING = new Set([
  'something',
  'anything',
  'somethin',
  'smth',
  'sth',
  'algo',
  'was',
  'qualcosa',
  'chose',
  'truc',
]);
/** Words that may stand between: "something a bit more upbeat", "something really chill". */
const DEGREE = new Set([
  'a',
  'bit',
  'more',
  'really',
  'very',
  'little',
  'kinda',
  'slightly',
  'super',
  'de',
  'di',
  'un',
  'peu',
  'più',
  'más',
  'mais',
  'pretty',
  'quite',
]);

/** The token at `position` follows "something" (a few degree words aside): a character asked for. */
function askedCharacter(tokens: readonly Token[], position: number): boolean {
  for (let k = position - 1; k >= 0 && k >= position - 4; k -= 1) {
    const word = (tokens[k] as Token).text;
    if (SOMETHING.has(word)) return true;
    if (!DEGREE.has(word)) return false;
  }
  return false;
}
const NEAR_CUE = 0.52;
/** The most frequent words ("day", "new", "thing") sit near everything and mean nothing here. */
const GENERIC_RANK = 1000;
const TIME_WEIGHT = 0.3;
const TIME_WEIGHT_WHEN_SAID = 0.1;
/** How surely a moment must be named before it rules records out or asks for a genre. */
const RULING_STRENGTH = 0.6;
const TIME_MOMENTS = new Set(['night', 'morning', 'evening']);
/** The weight from which a named moment is an occasion that decides the record (a holiday). */
const OCCASION = 1.5;
const NUMBER = /^\d+(?:[.,]\d+)?$|^\d{1,2}[ap]m$/;

function scaledOnce(weights: Record<string, number>, mass: number): [string, number][] {
  const entries = Object.entries(weights).filter(([, w]) => w > 0);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return total > 0 ? entries.map(([word, w]) => [word, (w * mass) / Math.max(total, mass)]) : [];
}

/** The lexicon's weights never change while the engine runs: each list is scaled once. */
const scaledLists = new WeakMap<Record<string, number>, Map<number, [string, number][]>>();

function scaled(weights: Record<string, number> | undefined, mass: number): [string, number][] {
  if (!weights) return [];
  let byMass = scaledLists.get(weights);
  if (!byMass) scaledLists.set(weights, (byMass = new Map()));
  let list = byMass.get(mass);
  if (!list) byMass.set(mass, (list = scaledOnce(weights, mass)));
  return list;
}

export class ContextReader {
  private readonly nearCache = new Map<string, NearCue[]>();

  /** `catalogFit(word)`: 0–1, how closely the catalog's own descriptors and genres use a word. */
  constructor(
    private readonly lexicon: LexiconMatcher,
    private readonly vectors: WordVectors,
    private readonly catalogFit: (word: string) => number = () => 0,
  ) {}

  read(
    context: MomentContext,
    hour: number | undefined,
    weekday: number | undefined,
  ): Understanding {
    const out: Understanding = {
      targets: [],
      genreHints: [],
      eras: [],
      moments: new Map(),
      unknownWords: [],
      readText: false,
      occasionAsks: [],
      never: new Set(),
    };
    const fields: [Field, string | undefined][] = [
      ['situation', context.situation],
      ['company', context.company],
      ['mood', context.mood],
    ];
    let occasion = false;
    for (const [field, text] of fields) {
      if (!text || text.trim() === '') continue;
      const named = this.readField(out, field, tokenize(text));
      if (field === 'situation') occasion = named;
    }
    // Easter lunch with toddlers is Easter first: who is there asks for no records of its own.
    if (occasion) out.occasionAsks = out.occasionAsks.filter((ask) => ask.field !== 'company');
    readAcrossFields(out, RULING_STRENGTH);
    readAtHour(out, hour);
    out.readText = out.targets.length > 0;
    if (hour !== undefined) {
      const said = [...out.moments.keys()].some((id) => TIME_MOMENTS.has(id));
      const weight = !out.readText ? 1 : said ? TIME_WEIGHT_WHEN_SAID : TIME_WEIGHT;
      const nudge = timeNudge(hour, weekday);
      const source: Source = { field: 'time', words: nudge.label };
      for (const [word, w] of Object.entries(nudge.want))
        out.targets.push({ word, weight: w * weight, source });
      for (const [word, w] of Object.entries(nudge.avoid ?? {})) {
        if (w > 0) out.targets.push({ word, weight: -w * weight * 0.7, source });
      }
    }
    return out;
  }

  /** Reads one field; true when it names an occasion that decides the record (see OCCASION). */
  private readField(out: Understanding, field: Field, tokens: readonly Token[]): boolean {
    const weight = FIELD_WEIGHT[field];
    const { hits, rest, negated } = this.lexicon.match(tokens, field);
    // "cooking dinner" names one moment twice: it counts once, in both words.
    const byEntry = new Map<MomentEntry, { strength: number; words: string[] }>();
    for (const hit of hits) {
      const seen = byEntry.get(hit.entry);
      if (!seen) byEntry.set(hit.entry, { strength: hit.strength, words: [hit.words] });
      else {
        seen.strength = Math.max(seen.strength, hit.strength);
        seen.words.push(hit.words);
      }
    }
    const absorbed = new Set([...byEntry.keys()].flatMap((entry) => entry.absorbs ?? []));
    let occasion = false;
    for (const [entry, { strength, words }] of byEntry) {
      if (absorbed.has(entry.id)) continue;
      if ((entry.weight ?? 1) >= OCCASION) occasion = true;
      this.addMoment(out, entry, strength * weight, {
        field,
        words: words.join(' '),
        label: entry.label,
        moment: entry.id,
      });
    }
    for (const token of rest) {
      const vector = this.vectors.word(token.text) ?? this.vectors.word(droppedG(token.text) ?? '');
      if (!vector) {
        // "the 405", "kids (6 and 9)": a number is no word left unread.
        if (!NUMBER.test(token.text) && token.text.length > 1) out.unknownWords.push(token.text);
        continue;
      }
      const source: Source = { field, words: token.text };
      if (familyMask(token.text)) {
        // "need coffee and something upbeat": a kind of music asked for, as strong as a moment.
        const asked = askedCharacter(tokens, token.position) ? ASKED_WORD : MUSICAL_WORD;
        out.targets.push({ word: token.text, weight: asked * weight, source });
        continue;
      }
      if (this.vectors.rank(token.text) < GENERIC_RANK) continue;
      // A word the catalog itself uses to describe albums ("rowdy") counts as a musical word.
      const musical = Math.min(1, Math.max(0, (this.catalogFit(token.text) - 0.3) / 0.5));
      const plain = PLAIN_WORD + (MUSICAL_WORD - PLAIN_WORD) * musical;
      out.targets.push({ word: token.text, weight: plain * weight, source });
      const near = this.nearCues(token.text, vector);
      const best = near[0]?.similarity ?? 0;
      for (const cue of near) {
        if (cue.similarity < best - 0.05) continue;
        const strength = Math.min(1, (cue.similarity - 0.45) / 0.3);
        this.addMoment(
          out,
          cue.entry,
          strength * weight,
          { ...source, label: cue.entry.label, moment: cue.entry.id },
          false,
        );
      }
    }
    for (const token of negated) {
      if (!this.vectors.has(token.text) && !familyMask(token.text)) continue;
      const musical = familyMask(token.text) !== 0;
      out.targets.push({
        word: token.text,
        weight: -(musical ? 0.8 : 0.3) * weight,
        source: { field, words: `not ${token.text}` },
      });
    }
    return occasion;
  }

  private nearCues(word: string, vector: Float32Array): NearCue[] {
    let near = this.nearCache.get(word);
    if (near) this.nearCache.delete(word);
    else {
      // The least recently used word goes: the words most moments use stay read.
      if (this.nearCache.size >= 4096)
        this.nearCache.delete(this.nearCache.keys().next().value as string);
      near = this.lexicon.nearest(vector, NEAR_CUE, 2);
    }
    this.nearCache.set(word, near);
    return near;
  }

  private addMoment(
    out: Understanding,
    entry: MomentEntry,
    read: number,
    source: Source,
    direct = true,
  ) {
    // An occasion outranks the rest when the listener names it, not when a word is only near it.
    const weight = entry.weight ?? 1;
    const strength = read * (direct ? weight : Math.min(1, weight));
    if (read >= RULING_STRENGTH) {
      for (const word of entry.never ?? []) out.never.add(word.toLowerCase());
      // Only an occasion the listener named asks for its records: "new year's eve" sits near
      // "christmas eve" in word space, and is no ask for carols.
      if (entry.asks && direct && source.field !== 'time')
        out.occasionAsks.push({
          words: source.words,
          field: source.field,
          families: entry.asks,
          descriptors: entry.askDescriptors ?? [],
          byOccasion: true,
        });
    }
    out.moments.set(entry.id, (out.moments.get(entry.id) ?? 0) + strength);
    // Some catalogs tag albums by use ("workout", "rainy day", "study"): name the moment too.
    const named = new Set([source.words, entry.cues[0] ?? source.words]);
    for (const word of named) out.targets.push({ word, weight: NAMED_MOMENT * strength, source });
    for (const [word, w] of scaled(entry.want, MOMENT_MASS))
      out.targets.push({ word, weight: w * strength, source });
    for (const [word, w] of scaled(entry.avoid, AVOID_MASS))
      out.targets.push({ word, weight: -w * strength, source });
    (entry.genres ?? []).forEach((genre, i) => {
      out.genreHints.push({ genre, weight: strength * Math.max(0.4, 1 - 0.1 * i), source });
    });
    if (entry.era)
      out.eras.push({ from: entry.era[0], to: entry.era[1], weight: strength, source });
  }
}
