CREATE TABLE "report_file_chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE INDEX "report_file_chunks_age" ON "report_file_chunks" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "report_file_chunks" ("file_id", "seq", "body", "created_at") SELECT "id", 0, "body", "created_at" FROM "report_files";--> statement-breakpoint
ALTER TABLE "report_files" DROP COLUMN "body";