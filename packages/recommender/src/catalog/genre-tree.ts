/** Genre → parent genres, lower case; answers "which broader genres does this one belong to". */
export class GenreTree {
  private readonly parents: ReadonlyMap<string, readonly string[]>;
  private readonly memo = new Map<string, readonly string[]>();
  private readonly named: ReadonlySet<string>;

  constructor(parents: Record<string, string[]>) {
    this.parents = new Map(Object.entries(parents));
    this.named = new Set([...Object.keys(parents), ...Object.values(parents).flat()]);
  }

  /** Whether the tree places this genre at all (as a genre or as another's parent). */
  knows(genre: string): boolean {
    return this.named.has(genre.toLowerCase().trim());
  }

  static empty(): GenreTree {
    return new GenreTree({});
  }

  /** Every broader genre of `genre`, nearest first; empty for genres the tree does not know. */
  ancestors(genre: string): readonly string[] {
    const key = genre.toLowerCase().trim();
    const known = this.memo.get(key);
    if (known) return known;
    const out: string[] = [];
    const queue = [...(this.parents.get(key) ?? [])];
    while (queue.length > 0) {
      const next = queue.shift() as string;
      if (next === key || out.includes(next)) continue;
      out.push(next);
      queue.push(...(this.parents.get(next) ?? []));
    }
    this.memo.set(key, out);
    return out;
  }
}
