-- Hand-written: the column type changes rewrite every line item (minutes at 10 M), longer than the pool's statement timeout; for this migration's transaction only.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
DROP INDEX "cost_line_items_key";--> statement-breakpoint
ALTER TABLE "cost_line_items" ALTER COLUMN "x" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "cost_line_items" ALTER COLUMN "x" SET DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "cost_line_items" ALTER COLUMN "original" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "cost_staged_lines" ALTER COLUMN "x" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "cost_staged_lines" ALTER COLUMN "original" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "cost_staged_lines" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "cost_line_items_period" ON "cost_line_items" USING btree ("account_id","billing_period_start");