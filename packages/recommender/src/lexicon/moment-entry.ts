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
}
