CREATE TABLE "notify_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"secret" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'zh-CN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'zh-CN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"warning_type" text NOT NULL,
	"channel" text NOT NULL,
	"channel_id" uuid,
	"contact_id" uuid,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb NOT NULL,
	"language" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_group_members" (
	"tenant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	CONSTRAINT "notify_group_members_group_id_contact_id_pk" PRIMARY KEY("group_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "notify_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid,
	"contact_id" uuid,
	"group_id" uuid,
	"channel_id" uuid,
	CONSTRAINT "notify_recipients_one" CHECK (num_nonnulls("notify_recipients"."contact_id", "notify_recipients"."group_id", "notify_recipients"."channel_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "notify_channels" ADD CONSTRAINT "notify_channels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_contacts" ADD CONSTRAINT "notify_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_deliveries" ADD CONSTRAINT "notify_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_deliveries" ADD CONSTRAINT "notify_deliveries_channel_id_notify_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."notify_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_deliveries" ADD CONSTRAINT "notify_deliveries_contact_id_notify_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."notify_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_group_members" ADD CONSTRAINT "notify_group_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_group_members" ADD CONSTRAINT "notify_group_members_group_id_notify_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."notify_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_group_members" ADD CONSTRAINT "notify_group_members_contact_id_notify_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."notify_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_groups" ADD CONSTRAINT "notify_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_recipients" ADD CONSTRAINT "notify_recipients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_recipients" ADD CONSTRAINT "notify_recipients_contact_id_notify_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."notify_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_recipients" ADD CONSTRAINT "notify_recipients_group_id_notify_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."notify_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_recipients" ADD CONSTRAINT "notify_recipients_channel_id_notify_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."notify_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notify_channels_tenant" ON "notify_channels" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "notify_contacts_tenant" ON "notify_contacts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "notify_deliveries_tenant" ON "notify_deliveries" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "notify_deliveries_type" ON "notify_deliveries" USING btree ("tenant_id","warning_type","created_at");--> statement-breakpoint
CREATE INDEX "notify_groups_tenant" ON "notify_groups" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "notify_recipients_subject" ON "notify_recipients" USING btree ("tenant_id","subject","subject_id");