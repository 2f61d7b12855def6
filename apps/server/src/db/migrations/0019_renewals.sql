CREATE TABLE "renewal_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"months" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_items_once" UNIQUE("order_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "renewal_reminders" (
	"resource_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_resource_id_days_pk" PRIMARY KEY("resource_id","days")
);
--> statement-breakpoint
CREATE TABLE "renewal_settings" (
	"resource_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"auto_renew" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_subscriptions" (
	"account_id" uuid NOT NULL,
	"region" text NOT NULL,
	"type" text NOT NULL,
	"provider_id" text NOT NULL,
	"expires_at" timestamp with time zone,
	"fail_message" text,
	CONSTRAINT "sim_subscriptions_account_id_region_type_provider_id_pk" PRIMARY KEY("account_id","region","type","provider_id")
);
--> statement-breakpoint
ALTER TABLE "renewal_items" ADD CONSTRAINT "renewal_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_items" ADD CONSTRAINT "renewal_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_items" ADD CONSTRAINT "renewal_items_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_settings" ADD CONSTRAINT "renewal_settings_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_settings" ADD CONSTRAINT "renewal_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_subscriptions" ADD CONSTRAINT "sim_subscriptions_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_items_resource" ON "renewal_items" USING btree ("resource_id","created_at");