CREATE TABLE "quota_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"region" text NOT NULL,
	"item" text NOT NULL,
	"level" text DEFAULT 'ok' NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"quota_limit" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quota_alerts" ADD CONSTRAINT "quota_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_alerts" ADD CONSTRAINT "quota_alerts_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quota_alerts_key" ON "quota_alerts" USING btree ("account_id","region","item");--> statement-breakpoint
CREATE INDEX "metric_rollups_chart" ON "metric_rollups" USING btree ("resource_id","metric","grain","bucket","avg");