DROP INDEX "cost_line_items_key";--> statement-breakpoint
ALTER TABLE "cost_line_items" ALTER COLUMN "x" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "cost_line_items" ALTER COLUMN "x" SET DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "cost_line_items" ALTER COLUMN "original" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "cost_staged_lines" ALTER COLUMN "x" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "cost_staged_lines" ALTER COLUMN "original" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "cost_staged_lines" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "cost_line_items_period" ON "cost_line_items" USING btree ("account_id","billing_period_start");