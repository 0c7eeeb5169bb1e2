/** Half of a UTF-16 pair without its other half: JSON carries it as an escape PostgreSQL refuses. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text as UTF-8 storage keeps it: a broken character becomes U+FFFD, NUL is dropped. */
export const wellFormedText = (text: string) =>
  text.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '');
