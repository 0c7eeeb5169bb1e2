/** A moment the hand lexicon knows: the everyday words that name it and the music that fits. */
export interface MomentEntry {
  id: string;
  /** Lower-case words and phrases that name the moment. */
  cues: string[];
  /** How an explanation names it after "for" or "suits": "chores", "time with the kids". */
  label: string;
  /** Musical character wanted, in plain words, weighted 0–1. */
  want: Record<string, number>;
  /** Musical character to steer away from. */
  avoid?: Record<string, number>;
  /** Genre families that fit, as a bonus on top of the character match. */
  genres?: string[];
  /** Release years that suit the moment (a grandparent's era), as a bonus. */
  era?: [number, number];
  /** Company that rules out adult records (sex, drugs, violence, extreme metal) outright. */
  familySafe?: boolean;
  /**
   * How much the moment counts beside others named with it (default 1): occasions (a funeral,
   * Christmas, the gym) decide more than company, company less than the mood.
   */
  weight?: number;
  /** Descriptors that rule a record out for the moment whatever else fits (cheer at a funeral). */
  never?: string[];
  /** Genres the moment asks for outright, as a listener's own "put on some jazz" would. */
  asks?: string[];
  /** Descriptors that mark the same records as `asks` ("Christmas" on a carol album). */
  askDescriptors?: string[];
  /**
   * Moments named inside this one's own words are who it is about, not who is listening: in
   * "fighting with my partner" the partner is no romantic company.
   */
  absorbs?: string[];
}
