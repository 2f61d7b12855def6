CREATE TABLE "cost_estimates" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"day" date NOT NULL,
	"estimated_cost" bigint,
	"minutes" integer NOT NULL,
	"estimated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_estimates" ADD CONSTRAINT "cost_estimates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimates" ADD CONSTRAINT "cost_estimates_account_id_cloud_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimates" ADD CONSTRAINT "cost_estimates_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_estimates_resource_day" ON "cost_estimates" USING btree ("resource_id","day");--> statement-breakpoint
CREATE INDEX "cost_estimates_tenant_day" ON "cost_estimates" USING btree ("tenant_id","day");