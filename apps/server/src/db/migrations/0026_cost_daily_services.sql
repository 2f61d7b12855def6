CREATE TABLE "cost_daily_services" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"billing_period_start" date NOT NULL,
	"charge_date" date NOT NULL,
	"provider_name" text NOT NULL,
	"service_name" text NOT NULL,
	"service_category" text NOT NULL,
	"region_id" text NOT NULL,
	"charge_category" text NOT NULL,
	"billing_currency" text NOT NULL,
	"billed_cost" bigint NOT NULL,
	"effective_cost" bigint NOT NULL,
	"list_cost" bigint NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_daily_services" ADD CONSTRAINT "cost_daily_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_daily_services" ADD CONSTRAINT "cost_daily_services_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_daily_services_tenant_date" ON "cost_daily_services" USING btree ("tenant_id","charge_date");--> statement-breakpoint
CREATE INDEX "cost_daily_services_period" ON "cost_daily_services" USING btree ("account_id","billing_period_start");--> statement-breakpoint
CREATE INDEX "cost_line_items_tenant_service_date" ON "cost_line_items" USING btree ("tenant_id","service_name","charge_date");--> statement-breakpoint
-- Backfill from the resource rollup, which is exact for every period ingested before this.
INSERT INTO "cost_daily_services" ("tenant_id", "account_id", "billing_period_start", "charge_date", "provider_name", "service_name", "service_category", "region_id", "charge_category", "billing_currency", "billed_cost", "effective_cost", "list_cost", "rows")
SELECT "tenant_id", "account_id", "billing_period_start", "charge_date", "provider_name", "service_name", "service_category", "region_id", "charge_category", "billing_currency", sum("billed_cost"), sum("effective_cost"), sum("list_cost"), sum("rows")
FROM "cost_daily"
GROUP BY "tenant_id", "account_id", "billing_period_start", "charge_date", "provider_name", "service_name", "service_category", "region_id", "charge_category", "billing_currency";
