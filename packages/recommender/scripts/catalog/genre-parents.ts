interface GenreNode {
  name: string;
  children?: GenreNode[];
}

/**
 * Flattens the RYM genre tree into genre → parent genres (lower case). A genre listed under
 * several parents keeps them all; "Scenes & Movements" is a grouping, not a parent genre.
 */
export function genreParents(roots: GenreNode[]): Record<string, string[]> {
  const parents = new Map<string, Set<string>>();
  const visit = (node: GenreNode, parent: string | undefined) => {
    const name = node.name.toLowerCase().trim();
    if (!parents.has(name)) parents.set(name, new Set());
    if (parent && parent !== 'scenes & movements') parents.get(name)?.add(parent);
    for (const child of node.children ?? []) visit(child, name);
  };
  for (const root of roots) visit(root, undefined);
  const out: Record<string, string[]> = {};
  for (const name of [...parents.keys()].sort()) {
    const list = [...(parents.get(name) ?? [])].sort();
    if (list.length > 0) out[name] = list;
  }
  return out;
}
