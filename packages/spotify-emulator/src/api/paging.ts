function pageUrl(
  href: string,
  offset: number,
  limit: number,
  extra: Record<string, string>,
): string {
  const url = new URL(href);
  url.searchParams.set('offset', String(offset));
  url.searchParams.set('limit', String(limit));
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.toString();
}

/** Spotify's offset paging object with absolute `href`, `next` and `previous`. */
export function pagingObject<T>(
  base: string,
  items: T[],
  page: { offset: number; limit: number; total: number },
  extra: Record<string, string> = {},
) {
  const { offset, limit, total } = page;
  return {
    href: pageUrl(base, offset, limit, extra),
    items,
    limit,
    next: offset + limit < total ? pageUrl(base, offset + limit, limit, extra) : null,
    offset,
    previous: offset > 0 ? pageUrl(base, Math.max(0, offset - limit), limit, extra) : null,
    total,
  };
}
