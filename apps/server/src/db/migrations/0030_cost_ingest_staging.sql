CREATE TABLE "cost_ingest_pages" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"page_no" integer NOT NULL,
	"next_cursor" text,
	"rows" integer NOT NULL,
	"staged_at" timestamp with time zone NOT NULL,
	"period_final" boolean NOT NULL,
	"data_through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_staged_lines" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"billing_period_start" date NOT NULL,
	"line_key" text NOT NULL,
	"charge_period_start" timestamp with time zone NOT NULL,
	"charge_period_end" timestamp with time zone NOT NULL,
	"charge_date" date NOT NULL,
	"billed_cost" bigint NOT NULL,
	"effective_cost" bigint NOT NULL,
	"list_cost" bigint NOT NULL,
	"billing_currency" text NOT NULL,
	"charge_category" text NOT NULL,
	"charge_class" text,
	"charge_description" text NOT NULL,
	"service_name" text NOT NULL,
	"service_category" text NOT NULL,
	"region_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"resource_name" text NOT NULL,
	"resource_type" text NOT NULL,
	"pricing_quantity" numeric,
	"pricing_unit" text,
	"consumed_quantity" numeric,
	"consumed_unit" text,
	"tags" jsonb NOT NULL,
	"x" jsonb NOT NULL,
	"original" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_ingest_pages" ADD CONSTRAINT "cost_ingest_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_ingest_pages" ADD CONSTRAINT "cost_ingest_pages_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_ingest_pages_page" ON "cost_ingest_pages" USING btree ("account_id","period_start","page_no");--> statement-breakpoint
CREATE INDEX "cost_staged_lines_period" ON "cost_staged_lines" USING btree ("account_id","billing_period_start");