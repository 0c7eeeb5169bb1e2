import { isWrongForGrief } from './explain-grief.ts';
import type { MomentFacts } from './explain-moment.ts';

/** Qualities that would contradict a listener who said who they are with. */
const ALONE_WORDS = new Set(['lonely', 'solitary', 'isolation']);

/** Qualities that read wrong said of a record for time with the kids or the family. */
const NOT_FOR_FAMILY = new Set(['romantic', 'sensual', 'sexual', 'seductive']);

/**
 * A quality true of the record that is still wrong to name for this moment: nothing glad or
 * harsh in grief, nothing lonely in company, nothing romantic with the family.
 */
export function isWrongToName(quality: string, moment: MomentFacts): boolean {
  return (
    (moment.grief && isWrongForGrief(quality)) ||
    (moment.withSomeone && ALONE_WORDS.has(quality)) ||
    (moment.withFamily && NOT_FOR_FAMILY.has(quality))
  );
}
