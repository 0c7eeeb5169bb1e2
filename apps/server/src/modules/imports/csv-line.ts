/** The fields of one CSV line (RFC 4180 quoting: `"a, b"`, `""` for a quote). */
export function csvFields(line: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '' && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      wasQuoted = false;
    } else field += char;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}

/** Lines of a CSV text; a quoted field may hold a line break. */
export function* csvLines(text: string): Generator<string> {
  let start = 0;
  let quotes = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quotes++;
    else if (char === '\n' && quotes % 2 === 0) {
      yield text.slice(start, i).replace(/\r$/, '');
      start = i + 1;
    }
  }
  if (start < text.length) yield text.slice(start).replace(/\r$/, '');
}
