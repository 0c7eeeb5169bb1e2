import { ALL_MOMENTS } from '../lexicon/all-moments.ts';
import type { Source, Understanding } from './understanding.ts';

const KIDS = ['kids', 'little-ones'];
const ADULTS = ['friends', 'crowd', 'parents', 'partner', 'elders', 'colleagues'];
const THEIR_PARTY = ['birthday', 'party', 'game-night', 'little-ones-party'];
/** The children's own wishes (play, bounce, their songs), by the label their sources carry. */
const KIDS_LABELS = new Set(KIDS.map((id) => ALL_MOMENTS.find((e) => e.id === id)?.label));

const LABEL_OF = new Map(ALL_MOMENTS.map((entry) => [entry.id, entry.label]));

/**
 * What one field's reading changes in another's: children in the company, a drowsy driver.
 * `strength`: how surely a moment must be named to count.
 */
export function readAcrossFields(out: Understanding, strength: number) {
  const named = (id: string) => (out.moments.get(id) ?? 0) >= strength;
  if (KIDS.some(named)) readForKids(out, strength);
  // A drowsy driver needs to stay alert: the tired head's hush gives way to the drive.
  if (named('driving') && named('tired')) dropWishesOf(out, 'tired');
}

/** Takes back what a moment wished for (what it steers away from still holds). */
function dropWishesOf(out: Understanding, id: string) {
  const label = LABEL_OF.get(id);
  out.targets = out.targets.filter((t) => t.weight < 0 || t.source.label !== label);
  out.genreHints = out.genreHints.filter((hint) => hint.source.label !== label);
}

/**
 * How a moment with children reads. An occasion's ask keeps to the records described for it
 * (Halloween records, not every gothic rock album). At bedtime the children are going to sleep:
 * their wish to play and their sing-alongs give way to the hush, while what keeps records away
 * from them still holds.
 */
function readForKids(out: Understanding, strength: number) {
  out.occasionAsks = out.occasionAsks.map((ask) =>
    ask.field !== 'company' && ask.descriptors.length > 0 ? { ...ask, families: [] } : ask,
  );
  // Brunch for friends and their toddlers is the grown-ups' brunch: the sing-alongs are for a
  // party of the little ones' own.
  const named = (ids: string[]) => ids.some((id) => (out.moments.get(id) ?? 0) >= strength);
  if (named(ADULTS) && !named(THEIR_PARTY) && !out.occasionAsks.some((a) => a.field !== 'company'))
    out.occasionAsks = out.occasionAsks.filter((ask) => ask.field !== 'company');
  if ((out.moments.get('sleep') ?? 0) < strength) return;
  const kids = (source: Source) => source.field === 'company' && KIDS_LABELS.has(source.label);
  out.targets = out.targets.filter((t) => t.weight < 0 || !kids(t.source));
  out.genreHints = out.genreHints.filter((hint) => !kids(hint.source));
  out.occasionAsks = out.occasionAsks.filter((ask) => ask.field !== 'company');
}
