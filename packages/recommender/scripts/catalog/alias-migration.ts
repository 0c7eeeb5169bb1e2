import type { CatalogAlbum } from '../../src/catalog/catalog-album.ts';

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

const HEADER = `-- Albums the built-in catalog merged (one album, one record): what the product stored under a
-- merged-away id (an alias) moves to the album it became. Listener records of both merge (what the
-- listener said comes from the more recently changed record that has it; a favourite stays a
-- favourite); plays, recommendations and gives point at the kept album; alias album rows go.
-- Spotify albums linked to an alias link to the kept album. Running it again changes nothing.
-- Generated from packages/recommender/data/catalog.jsonl by
--   npm run -s build:alias-migration -w packages/recommender -- --out FILE`;

/** The SQL statements that move stored alias ids onto their kept albums. */
export function aliasMigrationSql(albums: readonly CatalogAlbum[]): string {
  const rows = albums
    .flatMap((album) =>
      (album.aliases ?? []).map(
        (alias) =>
          `(${text(alias)}, ${text(album.id)}, ${text(album.title)}, ${text(
            JSON.stringify(album.artists?.length ? album.artists : [album.artist]),
          )}::jsonb, ${album.year === null ? 'NULL' : text(String(album.year))})`,
      ),
    )
    .sort();
  const statements = [
    `DROP TABLE IF EXISTS "catalog_alias_move", "catalog_alias_target", "catalog_alias_record"`,
    `CREATE TEMPORARY TABLE "catalog_alias_move" ("alias" text PRIMARY KEY, "kept" text NOT NULL, "title" text NOT NULL, "artists" jsonb NOT NULL, "release_date" text)`,
    rows.length > 0 ? `INSERT INTO "catalog_alias_move" VALUES\n${rows.join(',\n')}` : `SELECT 1`,
    // Spotify albums (and the alias rows themselves) linked to an alias link to the kept album.
    `UPDATE "album" SET "catalog_id" = m."kept" FROM "catalog_alias_move" m WHERE "album"."catalog_id" = m."alias"`,
    // Where an alias row was stored: the kept album's Spotify twin when one is known, else its own row.
    `CREATE TEMPORARY TABLE "catalog_alias_target" AS
SELECT m."alias" AS "old_id", m."kept",
  coalesce((SELECT s."id" FROM "album" s WHERE s."catalog_id" = m."kept" AND s."spotify_id" IS NOT NULL ORDER BY s."id" LIMIT 1), m."kept") AS "new_id"
FROM "catalog_alias_move" m WHERE EXISTS (SELECT 1 FROM "album" a WHERE a."id" = m."alias")`,
    `INSERT INTO "album" ("id", "catalog_id", "title", "artists", "release_date", "genres")
SELECT DISTINCT ON (m."kept") m."kept", m."kept", m."title", m."artists", m."release_date", a."genres"
FROM "catalog_alias_target" t JOIN "catalog_alias_move" m ON m."alias" = t."old_id" JOIN "album" a ON a."id" = t."old_id"
WHERE t."new_id" = m."kept" ORDER BY m."kept", t."old_id"
ON CONFLICT ("id") DO NOTHING`,
    // A listener's records of one album (under its aliases and its own id) become one record.
    `CREATE TEMPORARY TABLE "catalog_alias_record" AS
SELECT u."user_id", p."new_id" AS "album_id",
  (array_agg(u."rating" ORDER BY u."updated_at" DESC) FILTER (WHERE u."rating" IS NOT NULL))[1] AS "rating",
  coalesce((array_agg(u."tags" ORDER BY u."updated_at" DESC) FILTER (WHERE jsonb_array_length(u."tags") > 0))[1], '[]'::jsonb) AS "tags",
  (array_agg(u."notes" ORDER BY u."updated_at" DESC) FILTER (WHERE u."notes" IS NOT NULL))[1] AS "notes",
  bool_or(u."is_favorite") AS "is_favorite",
  (array_agg(u."is_known" ORDER BY u."updated_at" DESC) FILTER (WHERE u."is_known" IS NOT NULL))[1] AS "is_known",
  bool_or(u."in_library") AS "in_library",
  max(u."library_saved_at") AS "library_saved_at",
  max(u."last_listened_at") AS "last_listened_at",
  min(u."created_at") AS "created_at",
  max(u."updated_at") AS "updated_at"
FROM "user_album" u
JOIN (SELECT "old_id", "new_id" FROM "catalog_alias_target" UNION SELECT "new_id", "new_id" FROM "catalog_alias_target") p ON u."album_id" = p."old_id"
GROUP BY u."user_id", p."new_id"
HAVING bool_or(u."album_id" <> p."new_id")`,
    `DELETE FROM "user_album" u USING "catalog_alias_record" r,
  (SELECT "old_id", "new_id" FROM "catalog_alias_target" UNION SELECT "new_id", "new_id" FROM "catalog_alias_target") p
WHERE u."user_id" = r."user_id" AND u."album_id" = p."old_id" AND p."new_id" = r."album_id"`,
    `INSERT INTO "user_album" ("user_id", "album_id", "rating", "tags", "notes", "is_favorite", "is_known", "in_library", "library_saved_at", "last_listened_at", "created_at", "updated_at")
SELECT "user_id", "album_id", "rating", "tags", "notes", "is_favorite", "is_known", "in_library", "library_saved_at", "last_listened_at", "created_at", "updated_at" FROM "catalog_alias_record"`,
    `UPDATE "play" SET "album_id" = t."new_id" FROM "catalog_alias_target" t WHERE "play"."album_id" = t."old_id"`,
    `UPDATE "recommendation" SET "album_id" = t."new_id" FROM "catalog_alias_target" t WHERE "recommendation"."album_id" = t."old_id"`,
    `UPDATE "recommendation" SET "details" = jsonb_set("details", '{catalogId}', to_jsonb(m."kept")) FROM "catalog_alias_move" m WHERE "recommendation"."details"->>'catalogId' = m."alias"`,
    `UPDATE "give" SET "album_id" = t."new_id" FROM "catalog_alias_target" t WHERE "give"."album_id" = t."old_id"`,
    `DELETE FROM "album" a USING "catalog_alias_target" t WHERE a."id" = t."old_id"`,
    `DROP TABLE "catalog_alias_move", "catalog_alias_target", "catalog_alias_record"`,
  ];
  return `${HEADER}\n${statements.map((statement) => `${statement};`).join('\n--> statement-breakpoint\n')}\n`;
}
