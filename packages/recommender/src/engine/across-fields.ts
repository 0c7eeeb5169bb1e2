import { ALL_MOMENTS } from '../lexicon/all-moments.ts';
import type { Source, Understanding } from './understanding.ts';

const KIDS = ['kids', 'little-ones'];
const ADULTS = ['friends', 'crowd', 'parents', 'partner', 'elders', 'colleagues'];
const THEIR_PARTY = ['birthday', 'party', 'game-night'];
const KIDS_PARTY = ['dance-pop', 'bubblegum pop', 'disco', 'pop', "children's music"];

/**
 * What one field's reading changes in another's: children in the company, a drowsy driver.
 * `strength`: how surely a moment must be named to count.
 */
export function readAcrossFields(out: Understanding, strength: number) {
  const named = (id: string) => (out.moments.get(id) ?? 0) >= strength;
  if (KIDS.some(named)) readForKids(out, named);
  // A drowsy driver needs to stay alert: the tired head's hush gives way to the drive.
  const driving = named('driving') || named('night-drive');
  if (driving && named('tired')) dropWishesOf(out, 'tired');
  // A restless or anxious driver wants steadying, not lulling: calm stays, the hush goes.
  if (driving && named('stressed')) dropWishesOf(out, 'stressed', LULLING);
  // A loss or hard news anywhere in the moment outweighs the celebration a word suggests:
  // "the anniversary of mum passing" is no date night, "his birthday" at his grave no party.
  if (SORROWS.some((id) => named(id) && saidOutright(out, id))) {
    for (const id of CHEER) dropMoment(out, id);
    // Ashes scattered at the beach: the place, not its summer cheer.
    dropWishesOf(out, 'sunshine');
  }
  if (named('grief') && (SHARED.some(named) || gathered(out))) consoleTogether(out);
  // A birthday alone and low is no party.
  if (named('solo') && (named('sad') || named('heartbreak'))) dropMoment(out, 'party');
}

const SORROWS = ['grief', 'hard-news', 'someone-in-hospital'];
const CUES = new Map(ALL_MOMENTS.map((entry) => [entry.id, entry.cues]));

/**
 * The moment was named in its own words ("funeral", "passed away"), not only read from a word
 * near them: "a baraat procession" is a wedding, whatever "procession" sits near.
 */
function saidOutright(out: Understanding, id: string): boolean {
  const cues = CUES.get(id) ?? [];
  return out.targets.some(
    (t) =>
      t.source.moment === id &&
      cues.some((cue) => ` ${t.source.words.toLowerCase()} `.includes(` ${cue} `)),
  );
}

/** Company that makes a loss a shared one: a reception, a wake, a family round the table. */
const SHARED = ['parents', 'friends', 'crowd', 'elders', 'hosting', 'colleagues', 'kids'];
const GATHERED =
  /reception|wake|memorial|slideshow|celebration of life|gathering|mourners|guests|everyone|family/;
/** The starkest of grief's wishes, which suit a listener alone better than a room of mourners. */
const STARK = new Set(['sombre', 'funereal', 'grief', 'melancholic']);

function gathered(out: Understanding): boolean {
  return out.targets.some((t) => t.source.field !== 'time' && GATHERED.test(t.source.words));
}

/**
 * Grief shared by a room (a reception, a wake, the family) is held by warm, tender records
 * rather than the starkest ones: what grief wished for most starkly goes to warmth instead.
 */
function consoleTogether(out: Understanding) {
  const stark = out.targets.filter(
    (t) => t.source.moment === 'grief' && t.weight > 0 && STARK.has(t.word),
  );
  const total = stark.reduce((sum, t) => sum + t.weight, 0);
  const source = stark[0]?.source;
  if (!source) return;
  out.targets = out.targets.filter((t) => !stark.includes(t));
  for (const [word, share] of CONSOLING) out.targets.push({ word, weight: total * share, source });
}
const CONSOLING: [string, number][] = [
  ['warm', 0.4],
  ['tender', 0.3],
  ['peaceful', 0.3],
];
const CHEER = ['party', 'celebrate', 'romance', 'birthday', 'wedding', 'in-love', 'hosting'];

/**
 * Words of the hour read against the hour: "early 80s" at six in the evening names no morning,
 * and "reading in bed" or "stuck in bed" at three in the afternoon no bedtime.
 */
export function readAtHour(out: Understanding, hour: number | undefined) {
  if (hour === undefined) return;
  if (hour < 4 || hour >= 12) dropWords(out, 'morning', 'early');
  if (hour >= 9 && hour < 19) dropWords(out, 'sleep', 'bed');
}

/** Takes back what one word of a moment asked for; the moment goes when nothing else named it. */
function dropWords(out: Understanding, id: string, words: string) {
  const said = (source: Source) => source.moment === id && source.words === words;
  if (!out.targets.some((t) => said(t.source))) return;
  dropSources(out, said);
  if (!out.targets.some((t) => t.source.moment === id)) out.moments.delete(id);
}

/** Takes a moment back whole: its wishes, its genres, its years and its place in the reading. */
function dropMoment(out: Understanding, id: string) {
  if (!out.moments.has(id)) return;
  dropSources(out, (source) => source.moment === id);
  out.moments.delete(id);
}

/** Takes back every wish, genre and year read from the sources `from` picks. */
function dropSources(out: Understanding, from: (source: Source) => boolean) {
  out.targets = out.targets.filter((t) => !from(t.source));
  out.genreHints = out.genreHints.filter((hint) => !from(hint.source));
  out.eras = out.eras.filter((era) => !from(era.source));
}

const LULLING = new Set(['soothing', 'peaceful', 'meditative']);

/**
 * Takes back what a moment wished for (what it steers away from still holds): all of it, or only
 * the wishes for `words` (its genres then stay).
 */
function dropWishesOf(out: Understanding, id: string, words?: Set<string>) {
  out.targets = out.targets.filter(
    (t) => t.weight < 0 || t.source.moment !== id || (words !== undefined && !words.has(t.word)),
  );
  if (!words) out.genreHints = out.genreHints.filter((hint) => hint.source.moment !== id);
}

/**
 * How a moment with children reads. An occasion's ask keeps to the records described for it
 * (Halloween records, not every gothic rock album). At bedtime the children are going to sleep:
 * their wish to play and their sing-alongs give way to the hush, while what keeps records away
 * from them still holds.
 */
function readForKids(out: Understanding, named: (id: string) => boolean) {
  out.occasionAsks = out.occasionAsks.map((ask) =>
    ask.field !== 'company' && ask.descriptors.length > 0 ? { ...ask, families: [] } : ask,
  );
  // Brunch for friends and their toddlers is the grown-ups' brunch: the sing-alongs are for a
  // party of the little ones' own.
  const adults = ADULTS.some(named) && !THEIR_PARTY.some(named);
  if (adults && !out.occasionAsks.some((a) => a.field !== 'company'))
    out.occasionAsks = out.occasionAsks.filter((ask) => ask.field !== 'company');
  // The children's own party or dance: pop they can move to, not a critics' jazz-funk groove.
  // A quinceañera is the teenagers' party, not the little ones'.
  const theirParty = (named('party') || named('birthday')) && !named('teens');
  const asked = out.occasionAsks.some((a) => a.field !== 'company');
  if (theirParty && !named('sleep') && !asked)
    out.occasionAsks = [
      {
        words: 'a party with the kids',
        field: 'situation',
        families: KIDS_PARTY,
        descriptors: [],
        byOccasion: true,
      },
    ];
  if (!named('sleep')) return;
  // The children's own wishes (play, bounce, their songs), as the company named them.
  const kids = (source: Source) => source.field === 'company' && KIDS.includes(source.moment ?? '');
  out.targets = out.targets.filter((t) => t.weight < 0 || !kids(t.source));
  out.genreHints = out.genreHints.filter((hint) => !kids(hint.source));
  out.occasionAsks = out.occasionAsks.filter((ask) => ask.field !== 'company');
}
