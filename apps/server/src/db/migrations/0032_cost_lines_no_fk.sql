ALTER TABLE "cost_line_items" DROP CONSTRAINT "cost_line_items_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "cost_line_items" DROP CONSTRAINT "cost_line_items_account_id_cloud_accounts_id_fk";
