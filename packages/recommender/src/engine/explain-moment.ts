import { tokenize } from '../text/tokenize.ts';
import type { EngineCore } from './engine-core.ts';
import { readingName } from './explain-company.ts';
import { isCheerfulLabel, isGriefMoment } from './explain-grief.ts';
import { isForeignFunctionWord, looksForeign } from './explain-language.ts';
import { distinctWords, typedSpan, typedWord, wholeField } from './explain-quote.ts';
import { familyMask } from './character-index.ts';
import { COMPANY } from '../lexicon/company.ts';
import type { Field } from './lexicon-matcher.ts';
import type { MomentContext } from './recommend-input.ts';
import type { Source, Understanding } from './understanding.ts';

/** What an explanation may honestly say it read in a moment: worked out once per request. */
export interface MomentFacts {
  grief: boolean;
  /** The listener named someone they are with: no record is "lonely" for them. */
  withSomeone: boolean;
  /** Among them children or family: no record is "romantic" for them. */
  withFamily: boolean;
  /** Words of the moment not understood, as typed, when they are a notable part of it. */
  unread: string[];
  /** How many words were not understood in all (unread may list only the first few). */
  unreadCount: number;
  /** The source's words were understood: a lexicon cue, a musical word, a word we read. */
  isRead(source: Source): boolean;
  /** The source's label comes from a cue the listener typed, not from a near word. */
  isNamed(source: Source): boolean;
  /** How an explanation quotes and names a source (worked out once per moment and source). */
  said(source: Source): SaidSource;
}

export interface SaidSource {
  /** The listener's words behind it, as typed: a short field whole or a short span. */
  span: string | undefined;
  /** The span's words of three letters or more, lower case, to keep quotes from repeating. */
  spanWords: string[];
  /** What it was read as ("chores", "time with your brother"), when a typed cue named it. */
  name: string | undefined;
}

const FIELDS: Field[] = ['situation', 'company', 'mood'];
const COMPANY_IDS = new Set(COMPANY.filter((entry) => entry.id !== 'solo').map((e) => e.id));
const FAMILY_IDS = new Set(['kids', 'baby', 'little-ones', 'parents', 'elders']);
/** Below this share of words not understood, a long text is simply read for what it has. */
const NOTABLE_SHARE = 0.3;
/** A moment read this strongly was named in the listener's words, not only near them. */
const NAMED = 1;
const LISTED = 4;

/** Readings are kept per moment (moment-reading.ts), so their facts are kept with them. */
const kept = new WeakMap<Understanding, MomentFacts>();

export function momentFacts(
  core: EngineCore,
  understanding: Understanding,
  context: MomentContext,
  /** Words read as an ask, understood whatever language they are in ("80er", "cumbia"). */
  asked: ReadonlySet<string> = new Set(),
): MomentFacts {
  let facts = kept.get(understanding);
  if (!facts) kept.set(understanding, (facts = readFacts(core, understanding, context, asked)));
  return facts;
}

function readFacts(
  core: EngineCore,
  understanding: Understanding,
  context: MomentContext,
  asked: ReadonlySet<string>,
): MomentFacts {
  const texts = FIELDS.map((field) => context[field] ?? '');
  const read = FIELDS.map((field, i) => {
    const tokens = tokenize(texts[i] as string);
    const { hits } = core.lexicon.match(tokens, field);
    return { tokens, named: new Set(hits.flatMap((hit) => hit.words.split(/\s+/))) };
  });
  // Words the lexicon names count as read English: "Italian family dinner, la famiglia" is read.
  const foreign = looksForeign(
    texts,
    read.reduce((sum, field) => sum + field.named.size, 0),
  );
  const unknown = new Set(understanding.unknownWords);
  const unreadTokens = new Set<string>();
  const unread: string[] = [];
  let content = 0;
  read.forEach(({ tokens, named }, i) => {
    const text = texts[i] as string;
    for (const token of tokens) {
      if (token.stop || named.has(token.text) || asked.has(token.text)) continue;
      content += 1;
      const guessed = foreign && familyMask(token.text) === 0 && !/^\p{N}+$/u.test(token.text);
      if (!unknown.has(token.text) && !guessed) continue;
      if (unreadTokens.has(token.text)) continue;
      // "Freunde" after "Freunden" says nothing new.
      const sameStem = [...unreadTokens].some(
        (seen) => seen.slice(0, 5) === token.text.slice(0, 5),
      );
      unreadTokens.add(token.text);
      if (!isForeignFunctionWord(token.text) && !sameStem)
        unread.push(typedWord(text, token.text) ?? token.text);
    }
  });
  const notable = unread.length > 0 && unreadTokens.size >= NOTABLE_SHARE * content;
  const namedCache = new Map<Source, boolean>();
  const isNamed = (source: Source) => {
    if (!source.label || source.field === 'time') return source.field === 'time';
    let named = namedCache.get(source);
    if (named === undefined) {
      const { hits } = core.lexicon.match(tokenize(source.words), source.field);
      named = hits.some((hit) => hit.entry.label === source.label);
      namedCache.set(source, named);
    }
    return named;
  };
  // A loss the lexicon names outright ("saying goodbye to my dog") is grief as much as one the
  // grief words find.
  const grief = isGriefMoment(context) || (understanding.moments.get('grief') ?? 0) > NAMED;
  const readCache = new Map<Source, boolean>();
  const isRead = (source: Source) => {
    let read = readCache.get(source);
    if (read === undefined) {
      read =
        source.field === 'time' ||
        isNamed(source) ||
        !source.words
          .split(/\s+/)
          .every((word) => unreadTokens.has(word) || (foreign && !familyMask(word)));
      readCache.set(source, read);
    }
    return read;
  };
  const saidCache = new Map<Source, SaidSource>();
  const said = (source: Source): SaidSource => {
    let found = saidCache.get(source);
    if (found) return found;
    const text = source.field === 'time' ? '' : (context[source.field] ?? '');
    const span = text
      ? (wholeField(text) ?? typedSpan(text, distinctWords(source.words)))
      : undefined;
    let name =
      source.label && isNamed(source) ? readingName(source.label, source, context) : undefined;
    if (name && grief && isCheerfulLabel(name)) name = undefined;
    found = {
      span,
      spanWords: span?.toLowerCase().match(/[\p{L}\p{N}']{3,}/gu) ?? [],
      name,
    };
    saidCache.set(source, found);
    return found;
  };
  return {
    grief,
    withSomeone: [...understanding.moments.keys()].some((id) => COMPANY_IDS.has(id)),
    withFamily: [...understanding.moments.keys()].some((id) => FAMILY_IDS.has(id)),
    unread: notable ? unread.slice(0, LISTED) : [],
    unreadCount: notable ? unread.length : 0,
    isRead,
    isNamed,
    said,
  };
}
