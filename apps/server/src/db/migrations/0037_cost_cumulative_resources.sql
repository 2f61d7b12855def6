-- Hand-written: the backfill below reads every monthly resource row (about a minute at 10 M line items), longer than the pool's statement timeout; for this migration's transaction only.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE TABLE "cost_cumulative_resources" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"charge_month" date NOT NULL,
	"provider_name" text NOT NULL,
	"service_name" text NOT NULL,
	"region_id" text NOT NULL,
	"charge_category" text NOT NULL,
	"resource_id" text NOT NULL,
	"billed_cost" bigint NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_cumulative_resources" ADD CONSTRAINT "cost_cumulative_resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_cumulative_resources" ADD CONSTRAINT "cost_cumulative_resources_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_cumulative_resources_month" ON "cost_cumulative_resources" USING btree ("tenant_id","account_id","charge_month");--> statement-breakpoint
-- Hand-written: the running totals of periods already ingested, as cumulative-rollups.ts writes them (cumulativeRows, every account at once).
INSERT INTO "cost_cumulative_resources" (tenant_id, account_id, provider_name, service_name, region_id, charge_category, resource_id, charge_month, billed_cost, rows)
SELECT tenant_id, account_id, provider_name, service_name, region_id, charge_category, resource_id, g.month::date, c.billed, c.n
FROM (
  SELECT tenant_id, account_id, provider_name, service_name, region_id, charge_category, resource_id, charge_month,
    sum(b) OVER w AS billed, sum(r) OVER w AS n, lead(charge_month) OVER w AS next
  FROM (SELECT tenant_id, account_id, provider_name, service_name, region_id, charge_category, resource_id, charge_month,
      sum(billed_cost) AS b, sum(rows) AS r
    FROM cost_monthly_resources
    GROUP BY tenant_id, account_id, provider_name, service_name, region_id, charge_category, resource_id, charge_month) m
  WINDOW w AS (PARTITION BY tenant_id, account_id, provider_name, service_name, region_id, charge_category, resource_id ORDER BY charge_month)) c
JOIN (SELECT account_id, max(charge_month) AS last FROM cost_monthly_services GROUP BY 1) l USING (account_id)
CROSS JOIN LATERAL generate_series(c.charge_month::timestamp, coalesce(c.next - interval '1 month', l.last::timestamp), interval '1 month') g(month)
ORDER BY account_id, g.month;
