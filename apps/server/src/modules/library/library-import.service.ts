/**
 * What other modules (the library sync, history imports, account merges) use to write into a
 * listener's library: albums as Spotify names them, saved albums, plays, top artists, and the
 * folding of catalog records into their Spotify twins.
 */
export { linkedAlbumRow } from './catalog-rows.ts';
export { foldCatalogRecords } from './catalog-twins.repository.ts';
export {
  importLibraryPage,
  markRemovedFromLibrary,
  recordPlays,
  replaceTopArtists,
  type LibraryEntry,
  type PlayEntry,
  type TopArtistEntry,
} from './library-import.repository.ts';
