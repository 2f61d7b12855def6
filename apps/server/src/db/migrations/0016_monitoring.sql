CREATE TABLE "metric_points" (
	"resource_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "metric_points_resource_id_metric_at_pk" PRIMARY KEY("resource_id","metric","at")
);
--> statement-breakpoint
CREATE TABLE "metric_poll_state" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"last_polled_at" timestamp with time zone,
	"newest_point_at" timestamp with time zone,
	"next_poll_at" timestamp with time zone,
	"last_error" text,
	"calls_last_poll" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_rollups" (
	"resource_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"grain" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"avg" double precision NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "metric_rollups_resource_id_metric_grain_bucket_pk" PRIMARY KEY("resource_id","metric","grain","bucket")
);
--> statement-breakpoint
CREATE TABLE "monitor_group_resources" (
	"tenant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_group_resources_group_id_resource_id_pk" PRIMARY KEY("group_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "monitor_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"view_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_groups_name" CHECK (length("monitor_groups"."name") > 0)
);
--> statement-breakpoint
CREATE TABLE "monitor_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"cloud_code" text NOT NULL,
	"business_type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metric_points" ADD CONSTRAINT "metric_points_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_poll_state" ADD CONSTRAINT "metric_poll_state_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_poll_state" ADD CONSTRAINT "metric_poll_state_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_rollups" ADD CONSTRAINT "metric_rollups_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_group_resources" ADD CONSTRAINT "monitor_group_resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_group_resources" ADD CONSTRAINT "monitor_group_resources_group_id_monitor_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."monitor_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_group_resources" ADD CONSTRAINT "monitor_group_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_groups" ADD CONSTRAINT "monitor_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_groups" ADD CONSTRAINT "monitor_groups_view_id_monitor_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."monitor_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_views" ADD CONSTRAINT "monitor_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metric_points_at" ON "metric_points" USING btree ("at");--> statement-breakpoint
CREATE INDEX "metric_rollups_age" ON "metric_rollups" USING btree ("grain","bucket");--> statement-breakpoint
CREATE INDEX "monitor_group_resources_resource" ON "monitor_group_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "monitor_groups_view" ON "monitor_groups" USING btree ("view_id","sort");--> statement-breakpoint
CREATE INDEX "monitor_views_tenant" ON "monitor_views" USING btree ("tenant_id","sort","created_at");