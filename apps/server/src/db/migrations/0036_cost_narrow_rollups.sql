-- Hand-written: the index on cost_daily and the backfill below read every daily rollup row (minutes at 10 M line items), longer than the pool's statement timeout; for this migration's transaction only.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE TABLE "cost_daily_accounts" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"billing_period_start" date NOT NULL,
	"charge_date" date NOT NULL,
	"provider_name" text NOT NULL,
	"charge_category" text NOT NULL,
	"billing_currency" text NOT NULL,
	"billed_cost" bigint NOT NULL,
	"effective_cost" bigint NOT NULL,
	"list_cost" bigint NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_daily_tags" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"billing_period_start" date NOT NULL,
	"charge_date" date NOT NULL,
	"provider_name" text NOT NULL,
	"tag_key" text NOT NULL,
	"tag_value" text NOT NULL,
	"charge_category" text NOT NULL,
	"billing_currency" text NOT NULL,
	"billed_cost" bigint NOT NULL,
	"effective_cost" bigint NOT NULL,
	"list_cost" bigint NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_daily_accounts" ADD CONSTRAINT "cost_daily_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_daily_accounts" ADD CONSTRAINT "cost_daily_accounts_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_daily_tags" ADD CONSTRAINT "cost_daily_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_daily_tags" ADD CONSTRAINT "cost_daily_tags_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_daily_accounts_tenant_date" ON "cost_daily_accounts" USING btree ("tenant_id","charge_date");--> statement-breakpoint
CREATE INDEX "cost_daily_accounts_period" ON "cost_daily_accounts" USING btree ("account_id","billing_period_start");--> statement-breakpoint
CREATE INDEX "cost_daily_tags_tenant_key_date" ON "cost_daily_tags" USING btree ("tenant_id","tag_key","charge_date");--> statement-breakpoint
CREATE INDEX "cost_daily_tags_period" ON "cost_daily_tags" USING btree ("account_id","billing_period_start");--> statement-breakpoint
CREATE INDEX "cost_daily_tenant_resource_date" ON "cost_daily" USING btree ("tenant_id","resource_id","charge_date");--> statement-breakpoint
CREATE INDEX "cost_monthly_resources_tenant_resource" ON "cost_monthly_resources" USING btree ("tenant_id","resource_id","charge_month");--> statement-breakpoint
-- Hand-written: the narrow daily rollups of the periods already ingested (as narrow-rollups.ts builds them).
INSERT INTO "cost_daily_accounts" (tenant_id, account_id, billing_period_start, charge_date, provider_name, charge_category, billing_currency, billed_cost, effective_cost, list_cost, rows)
SELECT tenant_id, account_id, billing_period_start, charge_date, provider_name, charge_category, billing_currency, sum(billed_cost), sum(effective_cost), sum(list_cost), sum(rows)
FROM cost_daily_services GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "cost_daily_tags" (tenant_id, account_id, billing_period_start, charge_date, provider_name, tag_key, tag_value, charge_category, billing_currency, billed_cost, effective_cost, list_cost, rows)
SELECT tenant_id, account_id, billing_period_start, charge_date, provider_name, t.key, t.value, charge_category, billing_currency, sum(billed_cost), sum(effective_cost), sum(list_cost), sum(rows)
FROM cost_daily CROSS JOIN LATERAL jsonb_each_text(tags) t GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
