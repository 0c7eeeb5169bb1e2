import type { Token } from '../text/tokenize.ts';

/** Relatives whose name, in the possessive, says whose thing it is: "my mom's clothes". */
const RELATIVES = new Set(
  (
    'mom mum dad mother father sister brother grandma grandpa grandmother grandfather nana ' +
    'nonna abuela abuelo granny grandad wife husband son daughter aunt uncle parent cousin ' +
    'grandparent'
  ).split(' '),
);
/**
 * What a relative (or a teenager) is doing elsewhere or without the listener: "grandma watching
 * the kids", "teen just slammed the door", "grandpa taking the kids fishing".
 */
const ELSEWHERE = new Set([
  'watching',
  'babysitting',
  'minding',
  'has',
  'took',
  'taking',
  'slammed',
  'left',
  'went',
  'stormed',
  'locked',
  'refuses',
  'refused',
]);
const ABSENT_ALSO = new Set(['teen', 'teenager', 'grandad', 'granddad', 'grandpa', 'grandma']);
const DETERMINERS = new Set(['my', 'our', 'his', 'her', 'their', 'the', 'your']);
/** Words before a relative's name that make it a place: "at grandma's", "over to my mum's". */
const TO_A_PLACE = new Set(['at', 'to']);

function relative(text: string): boolean {
  const base = text.endsWith("'s")
    ? text.slice(0, -2)
    : text.endsWith('s')
      ? text.slice(0, -1)
      : '';
  return RELATIVES.has(base);
}

/**
 * Whether the situation's token `i` names a relative as an owner or a place, not as company:
 * "sorting my moms clothes", "my sister's wedding", "the kids are at grandmas". A relative
 * followed by another word it owns, or led by "at" or "to", is not who the listener is with.
 */
export function ownerNotCompany(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i] as Token;
  if (RELATIVES.has(token.text) || ABSENT_ALSO.has(token.text)) {
    let n = i + 1;
    while (tokens[n]?.stop) n += 1;
    if (ELSEWHERE.has(tokens[n]?.text ?? '')) return true;
  }
  // "grandma watching the kids": the kids are with her, not with the listener.
  let v = i - 1;
  while (v >= 0 && DETERMINERS.has((tokens[v] as Token).text)) v -= 1;
  const subject = tokens[v - 1]?.text ?? '';
  // "mum has the kids" is elsewhere; "mum has cancer" is what she has, and is read.
  const had = tokens[v]?.text === 'has' && v === i - 1;
  if (
    ELSEWHERE.has(tokens[v]?.text ?? '') &&
    !had &&
    (RELATIVES.has(subject) || ABSENT_ALSO.has(subject))
  )
    return true;
  if (!relative(token.text)) return false;
  let k = i - 1;
  while (k >= 0 && DETERMINERS.has((tokens[k] as Token).text)) k -= 1;
  if (k >= 0 && TO_A_PLACE.has((tokens[k] as Token).text)) return true;
  const next = tokens[i + 1];
  return next !== undefined && !next.stop;
}
