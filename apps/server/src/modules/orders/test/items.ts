/**
 * A WAF of the demo catalogue (business edition, 30 domains, an https origin) for a year: the
 * item the order and report tests quote, put in carts and order.
 */
export const wafItem = ({
  months = 12,
  quantity = 1,
  origin = '203.0.113.7',
}: { months?: number; quantity?: number; origin?: string } = {}) => ({
  code: 'waf',
  attrs: { edition: 'business', domains: 30, originHttps: 'yes', origin },
  months,
  quantity,
});
