import type { ProviderCode } from '@ecloud/contract';
import { minorToDecimal, type FocusRow } from '../bills.ts';

type Row = Omit<FocusRow, 'original'>;

/**
 * The row as each provider's bill API writes it (field names of Alibaba DescribeInstanceBill,
 * Tencent DescribeBillDetail, Huawei's customer resource records, AWS CUR 2.0; JD and
 * QingCloud in the style of their consoles' exports), so "the original row" is what a user
 * would find in the provider's console.
 */
export function originalRow(provider: ProviderCode, r: Row): Record<string, unknown> {
  const amount = minorToDecimal(r.billedCost);
  const list = minorToDecimal(r.listCost);
  const subscription = r.chargeCategory === 'Purchase';
  switch (provider) {
    case 'ALI':
      return {
        BillingDate: r.chargeDate,
        InstanceID: r.resourceId,
        NickName: r.resourceName,
        ProductName: r.serviceName,
        ProductCode: r.x.x_ProductCode,
        SubscriptionType: subscription ? 'Subscription' : 'PayAsYouGo',
        Region: r.regionId,
        BillingItem: r.x.x_BillingItemCode,
        Usage: r.consumedQuantity,
        UsageUnit: r.consumedUnit,
        PretaxGrossAmount: list,
        PretaxAmount: amount,
        Currency: r.billingCurrency,
        Tag: Object.entries(r.tags)
          .map(([k, v]) => `key:${k} value:${v}`)
          .join('; '),
      };
    case 'TENGXUN':
      return {
        BillId: r.lineKey,
        BusinessCodeName: r.serviceName,
        ResourceId: r.resourceId,
        ResourceName: r.resourceName,
        RegionName: r.regionId,
        PayModeName: subscription ? '包年包月' : '按量计费',
        ActionTypeName: r.chargeDescription,
        FeeBeginTime: r.chargePeriodStart.toISOString(),
        FeeEndTime: r.chargePeriodEnd.toISOString(),
        ComponentSet: [
          {
            ItemCodeName: r.x.x_BillingItemCode,
            UsedAmount: r.consumedQuantity,
            Cost: list,
            RealCost: amount,
          },
        ],
      };
    case 'HUAWEI':
      return {
        bill_date: r.chargeDate,
        cloud_service_type_name: r.serviceName,
        resource_id: r.resourceId,
        resource_name: r.resourceName,
        region: r.regionId,
        charge_mode: subscription ? '1' : '3',
        usage: r.consumedQuantity,
        official_amount: list,
        amount,
      };
    case 'AWS':
      return {
        line_item_usage_start_date: r.chargePeriodStart.toISOString(),
        line_item_usage_end_date: r.chargePeriodEnd.toISOString(),
        line_item_line_item_type: r.chargeCategory === 'Usage' ? 'Usage' : r.chargeCategory,
        line_item_product_code: r.x.x_ProductCode,
        line_item_resource_id: r.resourceId,
        line_item_usage_amount: r.consumedQuantity,
        line_item_unblended_cost: amount,
        pricing_public_on_demand_cost: list,
        product_region_code: r.regionId,
        line_item_currency_code: r.billingCurrency,
      };
    default:
      return {
        date: r.chargeDate,
        product: r.serviceName,
        resource_id: r.resourceId,
        resource_name: r.resourceName,
        region: r.regionId,
        pay_type: subscription ? 'prepaid' : 'postpaid',
        usage: r.consumedQuantity,
        price: list,
        amount,
      };
  }
}
