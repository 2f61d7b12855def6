CREATE TABLE "cloud_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"credentials" text NOT NULL,
	"access_key_masked" text NOT NULL,
	"project_id" text,
	"domain_id" text,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"sync_interval_min" integer DEFAULT 60 NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"sim_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"health" text DEFAULT 'unchecked' NOT NULL,
	"health_message" text,
	"health_provider_code" text,
	"health_request_id" text,
	"provider_account_id" text,
	"last_check" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_sync_status" text,
	"next_sync_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_type" text NOT NULL,
	"bits" integer,
	"fingerprint" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"public_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_host_state" (
	"account_id" uuid NOT NULL,
	"region" text NOT NULL,
	"provider_id" text NOT NULL,
	"target" text NOT NULL,
	"transition" text,
	"settles_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_host_state_account_id_region_provider_id_pk" PRIMARY KEY("account_id","region","provider_id")
);
--> statement-breakpoint
CREATE TABLE "sync_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"scope" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"current" text,
	"upserted" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"error" text,
	"completed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quota_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"region" text NOT NULL,
	"item" text NOT NULL,
	"current" integer NOT NULL,
	"requested" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid NOT NULL,
	"reviewed_by" uuid,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_tags" (
	"resource_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_tags_resource_id_tag_id_pk" PRIMARY KEY("resource_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"provider_id" text NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"zone" text,
	"status" text NOT NULL,
	"raw_status" text NOT NULL,
	"spec" text,
	"cpu" integer,
	"memory_mb" integer,
	"size_gb" integer,
	"private_ip" text,
	"public_ip" text,
	"vpc_id" text,
	"subnet_id" text,
	"host_id" text,
	"engine" text,
	"engine_version" text,
	"cidr" text,
	"bandwidth_mbps" integer,
	"charge_type" text,
	"provider_created_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"provider_tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"pending_action" text,
	"pending_since" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_accounts" ADD CONSTRAINT "cloud_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_accounts" ADD CONSTRAINT "cloud_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_pairs" ADD CONSTRAINT "key_pairs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_pairs" ADD CONSTRAINT "key_pairs_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_pairs" ADD CONSTRAINT "key_pairs_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_host_state" ADD CONSTRAINT "sim_host_state_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD CONSTRAINT "sync_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD CONSTRAINT "sync_jobs_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_requests" ADD CONSTRAINT "quota_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_requests" ADD CONSTRAINT "quota_requests_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_requests" ADD CONSTRAINT "quota_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_requests" ADD CONSTRAINT "quota_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_tags" ADD CONSTRAINT "resource_tags_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_tags" ADD CONSTRAINT "resource_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_tags" ADD CONSTRAINT "resource_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_accounts_tenant_name" ON "cloud_accounts" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "cloud_accounts_tenant_provider" ON "cloud_accounts" USING btree ("tenant_id","provider");--> statement-breakpoint
CREATE INDEX "cloud_accounts_next_sync" ON "cloud_accounts" USING btree ("next_sync_at") WHERE "cloud_accounts"."status" = 1 and "cloud_accounts"."sync_interval_min" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "key_pairs_account_name" ON "key_pairs" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "key_pairs_account_fingerprint" ON "key_pairs" USING btree ("account_id","fingerprint");--> statement-breakpoint
CREATE INDEX "key_pairs_tenant" ON "key_pairs" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sync_jobs_one_queued" ON "sync_jobs" USING btree ("account_id") WHERE "sync_jobs"."state" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "sync_jobs_one_running" ON "sync_jobs" USING btree ("account_id") WHERE "sync_jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "sync_jobs_claim" ON "sync_jobs" USING btree ("run_after") WHERE "sync_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "sync_jobs_account_queued" ON "sync_jobs" USING btree ("account_id","queued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quota_requests_tenant" ON "quota_requests" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resource_tags_tag" ON "resource_tags" USING btree ("tag_id","resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_identity" ON "resources" USING btree ("account_id","type","region","provider_id");--> statement-breakpoint
CREATE INDEX "resources_list" ON "resources" USING btree ("tenant_id","type","name","id") WHERE "resources"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "resources_all_list" ON "resources" USING btree ("tenant_id","name","id") WHERE "resources"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "resources_filter" ON "resources" USING btree ("tenant_id","type","provider","account_id","region","status") WHERE "resources"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "resources_created" ON "resources" USING btree ("tenant_id","type","provider_created_at") WHERE "resources"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_tenant_key_value" ON "tags" USING btree ("tenant_id","key","value");