import type { CatalogAlbum } from '../catalog/catalog-album.ts';
import type { CommunityGive, ListenerProfile } from './listener-profile.ts';

export type WantNew = 'yeah' | 'nah' | 'your_choice';

/** The listener's moment in their own words; only the situation is required to be non-empty. */
export interface MomentContext {
  situation: string;
  company?: string;
  mood?: string;
}

export interface RecommendInput {
  context: MomentContext;
  wantNew: WantNew;
  /** Local hour 0–23; the time of day nudges the pick. */
  hour?: number;
  /** Local weekday, 0 = Sunday … 6 = Saturday. */
  weekday?: number;
  /** The current year, for "new music from this year"; the catalog's newest year when absent. */
  year?: number;
  profile?: ListenerProfile;
  /** Community gives by situation, for any albums (usually the club's whole record). */
  community?: CommunityGive[];
  /** How many ranked results to return (default 10, at most 100). */
  top?: number;
  /** Same input and seed, same answer; another seed may pick among close calls differently. */
  seed?: number;
}

/** The parts a score is made of; their sum is the score. */
export interface ScoreParts {
  /** How well the album's descriptors and genres fit the moment (time of day included). */
  context: number;
  /** Closeness to albums the listener rated, tagged, favourited, saved or played. */
  taste: number;
  /** Bonus for the listener's own library and artists (nah / your_choice). */
  familiarity: number;
  /** Club members gave it for a similar situation. */
  community: number;
  /** Release years that suit the company (a grandparent's era). */
  era: number;
  /** Well loved and well rated overall: a small tie-breaker. */
  quality: number;
  /** Seeded variation among close calls. */
  variety: number;
  /** Negative when every alternative was used up and a recent recommendation had to come back. */
  repeat: number;
}

export interface Recommendation {
  album: CatalogAlbum;
  score: number;
  parts: ScoreParts;
  /** The 'Why This?' text: 2–4 sentences. */
  explanation: string;
  /** One line for the cover overlay. */
  shortExplanation: string;
}
