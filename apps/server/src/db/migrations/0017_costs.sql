CREATE TABLE "cost_daily" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"billing_period_start" date NOT NULL,
	"charge_date" date NOT NULL,
	"provider_name" text NOT NULL,
	"service_name" text NOT NULL,
	"service_category" text NOT NULL,
	"region_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"resource_name" text NOT NULL,
	"resource_type" text NOT NULL,
	"charge_category" text NOT NULL,
	"billing_currency" text NOT NULL,
	"tags" jsonb NOT NULL,
	"billed_cost" bigint NOT NULL,
	"effective_cost" bigint NOT NULL,
	"list_cost" bigint NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"line_key" text NOT NULL,
	"billing_period_start" date NOT NULL,
	"billing_period_end" date NOT NULL,
	"charge_period_start" timestamp with time zone NOT NULL,
	"charge_period_end" timestamp with time zone NOT NULL,
	"charge_date" date NOT NULL,
	"billed_cost" bigint NOT NULL,
	"effective_cost" bigint NOT NULL,
	"list_cost" bigint NOT NULL,
	"billing_currency" text NOT NULL,
	"charge_category" text NOT NULL,
	"charge_class" text,
	"charge_description" text DEFAULT '' NOT NULL,
	"provider_name" text NOT NULL,
	"sub_account_id" text NOT NULL,
	"service_name" text NOT NULL,
	"service_category" text NOT NULL,
	"region_id" text DEFAULT '' NOT NULL,
	"resource_id" text DEFAULT '' NOT NULL,
	"resource_name" text DEFAULT '' NOT NULL,
	"resource_type" text DEFAULT '' NOT NULL,
	"pricing_quantity" numeric,
	"pricing_unit" text,
	"consumed_quantity" numeric,
	"consumed_unit" text,
	"commitment_discount_id" text,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"x" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"status" text DEFAULT 'provisional' NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"billed_total" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"ingested_at" timestamp with time zone,
	"data_through" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"reconciliation" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_daily" ADD CONSTRAINT "cost_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_daily" ADD CONSTRAINT "cost_daily_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_line_items" ADD CONSTRAINT "cost_line_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_line_items" ADD CONSTRAINT "cost_line_items_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_periods" ADD CONSTRAINT "cost_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_periods" ADD CONSTRAINT "cost_periods_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_daily_tenant_date" ON "cost_daily" USING btree ("tenant_id","charge_date");--> statement-breakpoint
CREATE INDEX "cost_daily_period" ON "cost_daily" USING btree ("account_id","billing_period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_line_items_key" ON "cost_line_items" USING btree ("account_id","billing_period_start","line_key");--> statement-breakpoint
CREATE INDEX "cost_line_items_tenant_date" ON "cost_line_items" USING btree ("tenant_id","charge_date");--> statement-breakpoint
CREATE INDEX "cost_line_items_tenant_resource" ON "cost_line_items" USING btree ("tenant_id","resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_periods_account_period" ON "cost_periods" USING btree ("account_id","period_start");--> statement-breakpoint
CREATE INDEX "cost_periods_tenant" ON "cost_periods" USING btree ("tenant_id","period_start");--> statement-breakpoint
CREATE INDEX "cost_periods_open" ON "cost_periods" USING btree ("period_start") WHERE "cost_periods"."status" = 'provisional';