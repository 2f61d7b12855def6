CREATE TABLE "alarm_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"level" text,
	"value" double precision,
	"threshold" double precision,
	"started_at" timestamp with time zone NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_mutes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"rule_id" uuid,
	"resource_id" uuid,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"target" jsonb NOT NULL,
	"metric" text NOT NULL,
	"statistic" text NOT NULL,
	"comparison" text NOT NULL,
	"levels" jsonb NOT NULL,
	"period" integer NOT NULL,
	"m" integer NOT NULL,
	"n" integer NOT NULL,
	"window" jsonb,
	"silence" integer NOT NULL,
	"no_data" text NOT NULL,
	"notify_recovery" boolean NOT NULL,
	"enabled" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_states" (
	"rule_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"level" text,
	"evaluated_to" timestamp with time zone,
	"started_at" timestamp with time zone,
	"last_notice_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "alarm_states_rule_id_resource_id_pk" PRIMARY KEY("rule_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "alarm_events" ADD CONSTRAINT "alarm_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_events" ADD CONSTRAINT "alarm_events_rule_id_alarm_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alarm_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_events" ADD CONSTRAINT "alarm_events_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_mutes" ADD CONSTRAINT "alarm_mutes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_mutes" ADD CONSTRAINT "alarm_mutes_rule_id_alarm_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alarm_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_mutes" ADD CONSTRAINT "alarm_mutes_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_rules" ADD CONSTRAINT "alarm_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_states" ADD CONSTRAINT "alarm_states_rule_id_alarm_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alarm_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_states" ADD CONSTRAINT "alarm_states_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_states" ADD CONSTRAINT "alarm_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_events_key" ON "alarm_events" USING btree ("rule_id","resource_id","kind","at");--> statement-breakpoint
CREATE INDEX "alarm_events_tenant" ON "alarm_events" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "alarm_mutes_tenant" ON "alarm_mutes" USING btree ("tenant_id","until");--> statement-breakpoint
CREATE INDEX "alarm_rules_tenant" ON "alarm_rules" USING btree ("tenant_id","created_at");