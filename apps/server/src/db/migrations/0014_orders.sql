CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"config" jsonb NOT NULL,
	"added_fen" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid,
	"type" text DEFAULT 'new' NOT NULL,
	"status" text NOT NULL,
	"total_fen" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"consumption_id" uuid,
	"pay_txn_id" bigint,
	"payment" jsonb,
	"refund_txn_id" bigint,
	"fail_reason" text DEFAULT '' NOT NULL,
	"timeline" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_no" UNIQUE("order_no"),
	CONSTRAINT "orders_total" CHECK ("orders"."total_fen" > 0),
	CONSTRAINT "orders_paid_has_payment" CHECK ("orders"."status" in ('unpaid', 'cancelled') or "orders"."pay_txn_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "product_discounts" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"bp" integer NOT NULL,
	"contract_no" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"texts" jsonb NOT NULL,
	"billing" text NOT NULL,
	"terms" jsonb NOT NULL,
	"base_fen" bigint NOT NULL,
	"attrs" jsonb NOT NULL,
	"discounts" jsonb NOT NULL,
	"quantity_max" integer NOT NULL,
	"turnaround_days" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_discounts" ADD CONSTRAINT "product_discounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_user" ON "cart_items" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_tenant" ON "orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'unpaid';