/** The README inside every export ZIP. */
export const EXPORT_README = `Album Club: your data
=====================

This ZIP holds everything Album Club keeps about you.

album-club-export.json
  One document with all of it: your profile and sign-in methods, every album you rated,
  tagged, annotated, favourited, marked as known or saved (with the album's details), every
  play, your top artists, the recommendations you received with their moments, the
  recommendations you gave and the ones friends sent you by link, your rewards and your imports.
  Import this file (Your data > Import) into any Album Club account to restore your ratings,
  tags, notes, favourites, known and saved marks, plays, gives, the recommendations you
  received and your rewards there. Friend links you received stay with the friend who sent
  them, and top artists come back with your next Spotify sync.

albums.csv, plays.csv, recommendations.csv, gives.csv
  The same records as tables for spreadsheets. Lists inside a cell (artists, tags) are
  separated by "; ". Times are in UTC (ISO 8601).

Not included, because Album Club does not keep them: passwords (only a one-way hash is
stored, and it is not exported), Spotify and Google access tokens (kept encrypted, never
exported), and the fields of imported history files that the product does not need
(IP addresses, countries, user names, user agents), which were never stored.
`;
