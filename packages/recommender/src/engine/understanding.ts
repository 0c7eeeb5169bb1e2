import type { GenreAsk } from './explicit-asks.ts';
import type { Field } from './lexicon-matcher.ts';

export type SourceField = Field | 'time';

/** Where a wish came from, so an explanation can name it in the listener's own words. */
export interface Source {
  field: SourceField;
  /** The listener's words ("doing the dishes"), or the time of day ("this late at night"). */
  words: string;
  /** The lexicon's name for what those words mean ("chores"), when a lexicon entry matched. */
  label?: string;
  /** That lexicon entry's id ("chores"): labels are for people, ids for the engine. */
  moment?: string;
}

/** A word for the musical character wanted (positive weight) or to steer away from (negative). */
export interface Target {
  word: string;
  weight: number;
  source: Source;
}

export interface GenreHint {
  genre: string;
  weight: number;
  source: Source;
}

export interface EraHint {
  from: number;
  to: number;
  weight: number;
  source: Source;
}

/** What the engine read into a moment. */
export interface Understanding {
  targets: Target[];
  genreHints: GenreHint[];
  eras: EraHint[];
  /** Lexicon moments recognised, by id, with their strength (for tags and community gives). */
  moments: Map<string, number>;
  /** Words with no known meaning at all. */
  unknownWords: string[];
  /** Whether the listener's text itself said anything the engine could use. */
  readText: boolean;
  /** Genres an occasion asks for outright (Christmas morning: a Christmas record). */
  occasionAsks: GenreAsk[];
  /** Descriptors that rule a record out for the moment (cheer at a funeral). */
  never: Set<string>;
}
