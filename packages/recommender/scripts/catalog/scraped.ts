import type { DescriptorNormaliser } from './descriptors.ts';
import type { SourceAlbum } from './source-album.ts';

interface ScrapedAlbum {
  artistName?: string;
  releaseTitle?: string;
  genres?: string[];
  secondaryGenres?: string[];
  descriptors?: string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function scrapedDescriptorForms(scraped: unknown[]): string[] {
  return scraped.flatMap((item) => strings((item as ScrapedAlbum).descriptors));
}

/** rym-scraped.json: longer descriptor lists, no year. */
export function readScraped(scraped: unknown[], normaliser: DescriptorNormaliser): SourceAlbum[] {
  return scraped.map((item) => {
    const album = item as ScrapedAlbum;
    const descriptors: string[] = [];
    for (const raw of strings(album.descriptors)) {
      const descriptor = normaliser.normalise(raw);
      if (descriptor && !descriptors.includes(descriptor)) descriptors.push(descriptor);
    }
    return {
      source: 'rym_scraped',
      title: album.releaseTitle ?? '',
      credit: album.artistName ?? '',
      year: null,
      primaryGenres: strings(album.genres),
      secondaryGenres: strings(album.secondaryGenres),
      descriptors,
    };
  });
}
