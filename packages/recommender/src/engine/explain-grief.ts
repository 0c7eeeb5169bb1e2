import type { MomentContext } from './recommend-input.ts';

/**
 * Loss in the listener's own words, in the languages listeners write in. Read apart from the
 * lexicon so that no reading of the moment (a dog read as "time with your pet", a funeral
 * reception as "having people over") can make an explanation cheerful about a death, and so
 * that "death metal", "weight loss" or "Memorial Day" are not taken for one.
 */
const KIN =
  '(?:mum|mom|mother|dad|father|grand\\w+|granny|nan|nana|grandpa|brother|sister|son|daughter|' +
  'wife|husband|partner|friend|best friend|uncle|aunt|cousin|baby|dog|cat|pet|puppy|kitty)';
const GRIEF_WORDS = new RegExp(
  [
    'funerals?',
    'burial',
    'memorial service',
    'grie(?:f|ving|ve|ves|ved)',
    'mourn(?:ing|s|ed)?',
    'bereave(?:d|ment)',
    'passed away',
    'passed on',
    'died',
    'eulog(?:y|ies)',
    `remembering (?:my|our) (?:late )?${KIN}`,
    'in (?:loving )?memory of',
    'death of',
    `(?:my|our|his|her|their) ${KIN} (?:is )?dead`,
    `lost (?:my|our|his|her|their) ${KIN}`,
    'had to put (?:\\w+ ){0,2}(?:down|to sleep)',
    '(?:the )?loss of (?:my|our|his|her|their|a)',
    '(?:a )?wake for',
    'memorial for',
    'condolences?',
    'funérailles',
    'enterrement',
    'deuil',
    'décès',
    'beerdigung',
    'trauer\\w*',
    'gestorben',
    'entierro',
    'velorio',
    'luto',
    'murió',
    'falleció',
    'enterro',
    'morreu',
    'funerale',
    'lutto',
  ].join('|'),
  'iu',
);
const GRIEF_TEXT = new RegExp(`(?<![\\p{L}])(?:${GRIEF_WORDS.source})(?![\\p{L}])`, 'iu');
const CJK_GRIEF = /葬式|葬儀|通夜|亡くな|死ん/u;

export function isGriefMoment(context: MomentContext): boolean {
  const text = [context.situation, context.company, context.mood].filter(Boolean).join(' . ');
  return GRIEF_TEXT.test(text) || CJK_GRIEF.test(text);
}

/** Qualities and readings that sound glad: never offered to someone grieving. */
const CHEERFUL = new Set(
  `happy uplifting optimistic party party-ready playful humorous hedonistic fun bouncy euphoric
  celebratory triumphant carefree joyful sunny summery quirky silly cheerful festive anthemic
  energetic danceable groovy boastful sexual sensual romantic love`.split(/\s+/),
);
const CHEERFUL_LABELS =
  /party|celebrat|good mood|hopeful|having people over|confident|fired up|a drink|being in love|romantic/i;

/** Qualities true of a record but cruel to name to someone grieving. */
const HARSH = new Set(
  'depressive suicide self-hatred misanthropic nihilistic hateful death-haunted'.split(' '),
);

/** A quality never offered to someone grieving: a glad one, or a harsh one. */
export const isWrongForGrief = (quality: string) =>
  CHEERFUL.has(quality.toLowerCase()) || HARSH.has(quality.toLowerCase());
export const isCheerfulLabel = (label: string) => CHEERFUL_LABELS.test(label);
