CREATE TABLE "cost_monthly_resources" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"billing_period_start" date NOT NULL,
	"charge_month" date NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"provider_name" text NOT NULL,
	"service_name" text NOT NULL,
	"service_category" text NOT NULL,
	"region_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"resource_name" text NOT NULL,
	"resource_type" text NOT NULL,
	"charge_category" text NOT NULL,
	"billing_currency" text NOT NULL,
	"billed_cost" bigint NOT NULL,
	"effective_cost" bigint NOT NULL,
	"list_cost" bigint NOT NULL,
	"rows" integer NOT NULL,
	"usage_quantity" numeric,
	"usage_cost" bigint
);
--> statement-breakpoint
CREATE TABLE "cost_monthly_services" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"billing_period_start" date NOT NULL,
	"charge_month" date NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
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
CREATE TABLE "cost_monthly_tags" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"billing_period_start" date NOT NULL,
	"charge_month" date NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"provider_name" text NOT NULL,
	"service_name" text NOT NULL,
	"service_category" text NOT NULL,
	"region_id" text NOT NULL,
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
ALTER TABLE "cost_monthly_resources" ADD CONSTRAINT "cost_monthly_resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_monthly_resources" ADD CONSTRAINT "cost_monthly_resources_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_monthly_services" ADD CONSTRAINT "cost_monthly_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_monthly_services" ADD CONSTRAINT "cost_monthly_services_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_monthly_tags" ADD CONSTRAINT "cost_monthly_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_monthly_tags" ADD CONSTRAINT "cost_monthly_tags_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_monthly_resources_tenant_month" ON "cost_monthly_resources" USING btree ("tenant_id","charge_month");--> statement-breakpoint
CREATE INDEX "cost_monthly_resources_period" ON "cost_monthly_resources" USING btree ("account_id","billing_period_start");--> statement-breakpoint
CREATE INDEX "cost_monthly_services_tenant_month" ON "cost_monthly_services" USING btree ("tenant_id","charge_month");--> statement-breakpoint
CREATE INDEX "cost_monthly_services_period" ON "cost_monthly_services" USING btree ("account_id","billing_period_start");--> statement-breakpoint
CREATE INDEX "cost_monthly_tags_tenant_key_month" ON "cost_monthly_tags" USING btree ("tenant_id","tag_key","charge_month");--> statement-breakpoint
CREATE INDEX "cost_monthly_tags_period" ON "cost_monthly_tags" USING btree ("account_id","billing_period_start");--> statement-breakpoint
-- Hand-written: the monthly rollups of the periods already ingested (as monthly-rollups.ts builds them).
INSERT INTO "cost_monthly_services" (tenant_id, account_id, billing_period_start, charge_month, provider_name, service_name, service_category, region_id, first_date, last_date, charge_category, billing_currency, billed_cost, effective_cost, list_cost, rows)
SELECT tenant_id, account_id, billing_period_start, date_trunc('month', charge_date)::date, provider_name, service_name, service_category, region_id, min(charge_date), max(charge_date), charge_category, billing_currency, sum(billed_cost), sum(effective_cost), sum(list_cost), sum(rows)
FROM cost_daily_services GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, charge_category, billing_currency;--> statement-breakpoint
INSERT INTO "cost_monthly_resources" (tenant_id, account_id, billing_period_start, charge_month, provider_name, service_name, service_category, region_id, first_date, last_date, resource_id, resource_name, resource_type, charge_category, billing_currency, billed_cost, effective_cost, list_cost, rows, usage_quantity, usage_cost)
SELECT tenant_id, account_id, billing_period_start, date_trunc('month', charge_date)::date, provider_name, service_name, service_category, region_id, min(charge_date), max(charge_date), resource_id, max(resource_name), max(resource_type), charge_category, billing_currency, sum(billed_cost), sum(effective_cost), sum(list_cost), count(*),
  sum(pricing_quantity) FILTER (WHERE charge_category = 'Usage' AND charge_class IS NULL), sum(billed_cost) FILTER (WHERE charge_category = 'Usage' AND charge_class IS NULL)
FROM cost_line_items GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, resource_id, charge_category, billing_currency;--> statement-breakpoint
INSERT INTO "cost_monthly_tags" (tenant_id, account_id, billing_period_start, charge_month, provider_name, service_name, service_category, region_id, first_date, last_date, tag_key, tag_value, charge_category, billing_currency, billed_cost, effective_cost, list_cost, rows)
SELECT tenant_id, account_id, billing_period_start, date_trunc('month', charge_date)::date, provider_name, service_name, service_category, region_id, min(charge_date), max(charge_date), t.key, t.value, charge_category, billing_currency, sum(billed_cost), sum(effective_cost), sum(list_cost), sum(rows)
FROM cost_daily CROSS JOIN LATERAL jsonb_each_text(tags) t GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, t.key, t.value, charge_category, billing_currency;
