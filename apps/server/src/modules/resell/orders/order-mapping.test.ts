import { describe, expect, it } from 'vitest';
import { referenceOrder as reference } from '../../../../test/shopify-reference-order.ts';
import { graphqlOrder } from '../fake-shopify/orders-fields.ts';
import { mapGraphqlOrder, mapRestOrder, mapRestRefund, OrderShapeError } from './order-mapping.ts';

describe('REST / webhook orders', () => {
  it('maps the reference example: 2 × 19.99 − 5.00 = 34.98', () => {
    const m = mapRestOrder(reference);
    expect(m.order).toEqual({
      order_id: 450789469,
      name: '#1001',
      order_date: new Date('2025-03-02T15:15:00Z'),
      shopify_updated_at: new Date('2025-03-02T15:16:30Z'),
      currency: 'USD',
      subtotal_price: '34.98',
      total_discounts: '5.00',
      discount_codes: ['SPRING5'],
      financial_status: 'paid',
      cancelled_at: null,
      landing_site: null,
      referring_site: null,
      source_name: null,
      landing_video_id: null,
      from_youtube: false,
    });
    expect(m.lines).toEqual([
      {
        line_id: 466157049,
        product_id: 632910392,
        product_title: 'Linen apron',
        variant_title: 'Sand',
        sku: 'AP-1',
        quantity: 2,
        unit_price: '19.99',
        total_discount: '5.00',
        actual_selling_price: '34.98',
      },
    ]);
    expect(m.refunds).toEqual([]);
  });

  it('sums code and automatic allocations exactly where floats would drift (3 × 0.10 − 0.01 − 0.02)', () => {
    const m = mapRestOrder({
      ...reference,
      line_items: [{ id: 1, product_id: 2, title: 'Pin', quantity: 3, price: '0.1', discount_allocations: [{ amount: '0.01' }, { amount: '0.02' }] }],
    });
    expect(m.lines[0]).toMatchObject({ unit_price: '0.10', total_discount: '0.03', actual_selling_price: '0.27' });
  });

  it('keeps a line without discounts at its full price, and a custom line without a product', () => {
    const m = mapRestOrder({
      ...reference,
      line_items: [{ id: 7, product_id: null, title: 'Gift wrap', quantity: 1, price: '2.50', discount_allocations: [] }],
    });
    expect(m.lines[0]).toMatchObject({ product_id: null, product_title: 'Gift wrap', total_discount: '0.00', actual_selling_price: '2.50' });
  });

  it('reads the cancellation and the embedded refunds', () => {
    const m = mapRestOrder({
      ...reference,
      cancelled_at: '2025-03-03T09:00:00+09:00',
      financial_status: 'refunded',
      refunds: [{ id: 509562969, created_at: '2025-03-03T00:01:00Z', refund_line_items: [{ id: 1, line_item_id: 466157049, quantity: 1, subtotal: '17.49' }] }],
    });
    expect(m.order.cancelled_at).toEqual(new Date('2025-03-03T00:00:00Z'));
    expect(m.refunds).toEqual([
      {
        refund_id: 509562969,
        order_id: 450789469,
        created_at: new Date('2025-03-03T00:01:00Z'),
        lines: [{ line_id: 466157049, quantity: 1, subtotal: '17.49' }],
      },
    ]);
  });

  it('maps a refunds/create payload on its own', () => {
    expect(
      mapRestRefund({
        id: 9,
        order_id: 450789469,
        created_at: '2025-03-04T10:00:00-05:00',
        refund_line_items: [{ line_item_id: 466157049, quantity: 2, subtotal: '34.98' }],
      }),
    ).toEqual({
      refund_id: 9,
      order_id: 450789469,
      created_at: new Date('2025-03-04T15:00:00Z'),
      lines: [{ line_id: 466157049, quantity: 2, subtotal: '34.98' }],
    });
  });

  it('refuses what is not an order: float-looking junk money, a missing id, a negative quantity', () => {
    expect(() => mapRestOrder({ ...reference, total_discounts: '5,00' })).toThrow(OrderShapeError);
    expect(() => mapRestOrder({ ...reference, id: undefined })).toThrow(OrderShapeError);
    expect(() => mapRestOrder({ ...reference, line_items: [{ id: 1, quantity: -1, price: '1.00' }] })).toThrow(OrderShapeError);
    expect(() => mapRestOrder({ ...reference, currency: 'dollars' })).toThrow(OrderShapeError);
  });
});

describe('GraphQL orders', () => {
  it('maps the GraphQL spelling of the same order to the same rows', () => {
    const rest = mapRestOrder(reference);
    const gql = mapGraphqlOrder(graphqlOrder(reference, { domain: 'reference.myshopify.com' }));
    expect(gql.lines).toEqual(rest.lines);
    expect(gql.order).toEqual(rest.order);
  });

  it('reads GIDs, MoneyBag strings and refunds written by hand', () => {
    const m = mapGraphqlOrder({
      id: 'gid://shopify/Order/1001',
      name: '#1002',
      createdAt: '2026-05-01T08:00:00Z',
      updatedAt: '2026-05-02T08:00:00Z',
      cancelledAt: null,
      currencyCode: 'JPY',
      displayFinancialStatus: 'PARTIALLY_REFUNDED',
      discountCodes: ['AKI10'],
      subtotalPriceSet: { shopMoney: { amount: '2700.0', currencyCode: 'JPY' } },
      totalDiscountsSet: { shopMoney: { amount: '300.0', currencyCode: 'JPY' } },
      lineItems: {
        nodes: [
          {
            id: 'gid://shopify/LineItem/55',
            title: 'Tea',
            quantity: 3,
            sku: 'T',
            product: { id: 'gid://shopify/Product/77', title: 'Sencha tea' },
            originalUnitPriceSet: { shopMoney: { amount: '1000.0' } },
            discountAllocations: [{ allocatedAmountSet: { shopMoney: { amount: '300.0' } } }],
          },
        ],
      },
      refunds: [
        {
          id: 'gid://shopify/Refund/5',
          createdAt: '2026-05-03T00:00:00Z',
          refundLineItems: { nodes: [{ quantity: 1, lineItem: { id: 'gid://shopify/LineItem/55' }, subtotalSet: { shopMoney: { amount: '900.0' } } }] },
        },
      ],
    });
    expect(m.order).toMatchObject({
      order_id: 1001,
      currency: 'JPY',
      total_discounts: '300.00',
      discount_codes: ['AKI10'],
      financial_status: 'partially_refunded',
    });
    expect(m.lines).toEqual([
      {
        line_id: 55,
        product_id: 77,
        product_title: 'Sencha tea',
        variant_title: '',
        sku: 'T',
        quantity: 3,
        unit_price: '1000.00',
        total_discount: '300.00',
        actual_selling_price: '2700.00',
      },
    ]);
    expect(m.refunds).toEqual([
      { refund_id: 5, order_id: 1001, created_at: new Date('2026-05-03T00:00:00Z'), lines: [{ line_id: 55, quantity: 1, subtotal: '900.00' }] },
    ]);
  });
});

describe('where an order came from (issue 28)', () => {
  const landed = {
    ...reference,
    landing_site: '/products/tee?utm_source=YouTube&utm_medium=video&utm_campaign=spring_sale&utm_content=dQw4w9WgXcQ',
    referring_site: 'https://m.youtube.com/',
    source_name: 'web',
    note_attributes: [{ name: 'utm_term', value: 'ignored-here' }],
  };

  it('reads the utm video and a visit from YouTube, the same from the REST and the GraphQL spelling', () => {
    const rest = mapRestOrder(landed).order;
    expect(rest).toMatchObject({
      landing_site: '/products/tee?utm_source=YouTube&utm_medium=video&utm_campaign=spring_sale&utm_content=dQw4w9WgXcQ',
      referring_site: 'https://m.youtube.com/',
      source_name: 'web',
      landing_video_id: 'dQw4w9WgXcQ',
      from_youtube: true,
    });
    expect(mapGraphqlOrder(graphqlOrder(landed, { domain: 'reference.myshopify.com' })).order).toEqual(rest);
  });

  it('lets a cart attribute name the video, and reads nothing from an order without a landing', () => {
    const cart = mapRestOrder({ ...reference, landing_site: '/', note_attributes: [{ name: 'UTM_CONTENT', value: 'abcdefghijk' }] }).order;
    expect(cart).toMatchObject({ landing_video_id: 'abcdefghijk', from_youtube: false });
    expect(mapRestOrder(reference).order).toMatchObject({ landing_site: null, referring_site: null, landing_video_id: null, from_youtube: false });
  });
});
