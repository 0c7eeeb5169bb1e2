CREATE TABLE "community_gives_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "community_gives_version_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "community_gives_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "community_gives_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "community_gives_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "give_changes_community_gives"
	AFTER INSERT OR DELETE OR UPDATE OF "giver_id", "album_id", "situation" ON "give"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "community_gives_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_anonymity_changes_community_gives"
	AFTER UPDATE OF "is_anonymous" ON "user"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (OLD."is_anonymous" IS DISTINCT FROM NEW."is_anonymous")
	EXECUTE FUNCTION "community_gives_changed"();
