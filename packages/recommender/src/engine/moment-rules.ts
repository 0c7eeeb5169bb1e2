import { artistKey } from '../text/name-key.ts';
import type { EngineCore } from './engine-core.ts';
import type { AlbumRef } from './listener-profile.ts';
import type { MomentContext } from './recommend-input.ts';
import type { PersonalPlan } from './personal-plan.ts';
import { resolveAlbum } from './resolve-album.ts';

/**
 * The plan with the records the moment rules out never picked ("no jazz", cheer at a funeral),
 * unless that would leave fewer albums than were asked for.
 */
export function ruleOut(
  plan: PersonalPlan,
  ruledOut: Int32Array,
  catalogSize: number,
  top: number,
): PersonalPlan {
  if (ruledOut.length === 0) return plan;
  const already = plan.alsoBlocked?.length ?? 0;
  if (catalogSize - ruledOut.length - already < top) return plan;
  let candidates = plan.candidates;
  if (candidates) {
    const mask = new Set(ruledOut);
    candidates = candidates.filter((album) => !mask.has(album));
    if (candidates.length === 0) return plan;
  }
  // Ranking only marks these albums: one found in both lists is marked twice, to no harm.
  let alsoBlocked = ruledOut;
  if (plan.alsoBlocked) {
    alsoBlocked = new Int32Array(plan.alsoBlocked.length + ruledOut.length);
    alsoBlocked.set(plan.alsoBlocked);
    alsoBlocked.set(ruledOut, plan.alsoBlocked.length);
  }
  return { ...plan, alsoBlocked, candidates };
}

/**
 * The plan with the artist of the listener's last recommendation held back like a recent
 * recommendation: picked again only when nothing else is left, never twice in a row otherwise.
 */
export function avoidLastArtist(
  core: EngineCore,
  plan: PersonalPlan,
  last: AlbumRef | undefined,
): PersonalPlan {
  if (!last) return plan;
  const { index } = core;
  const album = resolveAlbum(index, last);
  const artists = new Set<number>();
  if (album !== undefined) {
    const end = index.artistStart[album + 1] as number;
    for (let k = index.artistStart[album] as number; k < end; k += 1)
      artists.add(index.artistIds[k] as number);
  } else if (last.artist) {
    const id = index.artistIdByKey.get(artistKey(last.artist));
    if (id !== undefined) artists.add(id);
  }
  if (artists.size === 0) return plan;
  const held = new Set(plan.recent);
  for (const artist of artists) {
    const albums = core.artistAlbums.subarray(
      core.artistAlbumStart[artist],
      core.artistAlbumStart[artist + 1],
    );
    for (const other of albums) held.add(other);
  }
  return {
    ...plan,
    recent: [...plan.recent, ...[...held].filter((a) => !plan.recent.includes(a))],
  };
}

/** A number from the moment's words (case and spacing aside), to vary close calls per moment. */
export function momentSeed(context: MomentContext): number {
  const text = [context.situation, context.company ?? '', context.mood ?? '']
    .map((field) => field.toLowerCase().replace(/\s+/g, ' ').trim())
    .join('|');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
