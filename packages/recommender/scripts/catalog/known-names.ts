const GLUED = /\p{Ll}\p{Lu}\p{Ll}+\s?\p{Lu}/u;

/**
 * Artist names credited on their own anywhere in the data sets: the vocabulary that splits glued
 * collaboration credits back into names.
 */
export function knownArtistNames(credits: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const raw of credits) {
    const credit = raw.trim();
    if (credit === '' || GLUED.test(credit)) continue;
    names.add(credit);
    for (const part of credit.split(/\s(?:&|and|with|x|\+|\/)\s|,\s/)) {
      if (part.trim().length > 1) names.add(part.trim());
    }
    if (credit.startsWith('The ')) names.add(credit.slice(4));
  }
  return names;
}
