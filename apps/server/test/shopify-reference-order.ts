// data-formats 16.4's synthetic Shopify order (REST and webhook shape), with the fields a webhook also
// carries: one line of two linen aprons at 19.99 with the 5.00 SPRING5 code, 2 × 19.99 − 5.00 = 34.98.
// The order mapping test reads it as it is; the orders route test sends it again under other ids and times.
import type { RestOrder } from '../src/modules/resell/index.ts';

export const referenceOrder: RestOrder = {
  id: 450789469,
  name: '#1001',
  created_at: '2025-03-02T10:15:00-05:00',
  updated_at: '2025-03-02T10:16:30-05:00',
  currency: 'USD',
  subtotal_price: '34.98',
  total_discounts: '5.00',
  financial_status: 'paid',
  cancelled_at: null,
  discount_codes: [{ code: 'SPRING5', amount: '5.00', type: 'fixed_amount' }],
  line_items: [
    {
      id: 466157049,
      product_id: 632910392,
      title: 'Linen apron',
      variant_title: 'Sand',
      sku: 'AP-1',
      quantity: 2,
      price: '19.99',
      discount_allocations: [{ amount: '5.00', discount_application_index: 0 }],
    },
  ],
  refunds: [],
};
