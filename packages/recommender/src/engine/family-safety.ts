import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import { ALL_MOMENTS } from '../lexicon/all-moments.ts';
import { CONTENT_WARNINGS, EXPLICIT_RECORDS } from '../lexicon/content-warnings.ts';
import type { PersonalPlan } from './personal-plan.ts';
import type { Understanding } from './understanding.ts';

/** Descriptors of records no one plays with children, a baby or their grandparents around. */
const ADULT_DESCRIPTORS = new Set<string>([...CONTENT_WARNINGS, 'disturbing']);
/** Genres made to be harsh: extreme metal, grind, horrorcore, harsh noise. */
const ADULT_GENRES =
  /\b(black|death|war) metal\b|grindcore|goregrind|deathgrind|horrorcore|harsh noise|power electronics|^noise$/i;

const FAMILY_MOMENTS = new Set(ALL_MOMENTS.filter((entry) => entry.familySafe).map((e) => e.id));

/** Titles no one plays with children around, whatever the catalog's descriptors say. */
const ADULT_TITLE = /\b(sex|sexual|fuck\w*|shit\w*|porn\w*|bitch\w*)\b/i;

export function isAdultAlbum(album: CatalogAlbum): boolean {
  return (
    EXPLICIT_RECORDS.has(album.id) ||
    ADULT_TITLE.test(album.title) ||
    album.descriptors.some((word) => ADULT_DESCRIPTORS.has(word.toLowerCase())) ||
    album.genres.some((genre) => ADULT_GENRES.test(genre))
  );
}

/** Titles of records made for children: "Sleepy Bedtime Mix for Young Ones", "Nursery Rhymes". */
const CHILDRENS_TITLE =
  /\b(for (young ones|kids|children|toddlers|babies|little ones)|nursery rhymes?)\b/i;

/** A record made for children, which no grown-up alone in the bath is served. */
export function isChildrensAlbum(album: CatalogAlbum): boolean {
  return (
    album.genres.slice(0, 2).some((genre) => genre.toLowerCase() === "children's music") ||
    CHILDRENS_TITLE.test(album.title)
  );
}

/** The moment names company (children, a baby, grandparents, parents) that rules such records out. */
export function isFamilyMoment(understanding: Understanding): boolean {
  for (const id of understanding.moments.keys()) if (FAMILY_MOMENTS.has(id)) return true;
  return false;
}

/**
 * The plan with adult records never picked, whatever the listener's own ratings and tags say:
 * a black-metal album tagged "party" is still no pick for a children's party. When that leaves
 * none of the familiar albums asked for, the whole (safe) catalog is the pool again.
 */
export function guardFamily(
  plan: PersonalPlan,
  adult: { albums: Int32Array; mask: Uint8Array },
): PersonalPlan {
  const candidates = plan.candidates?.filter((album) => adult.mask[album] === 0) ?? null;
  const none = candidates !== null && candidates.length === 0;
  return {
    ...plan,
    alsoBlocked: adult.albums,
    candidates: none ? null : candidates,
    familiarFallback: plan.familiarFallback || none,
  };
}
