ALTER TABLE "renewal_items" ADD COLUMN "expires_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sim_subscriptions" ADD COLUMN "auto_renew" boolean;