// What the stores part asks of a newly connected shop through the Admin GraphQL API: its name,
// currency and time zone, and the webhook subscriptions (orders and refunds for the orders part,
// app/uninstalled for this part) pointing at the app's one webhook address. The mandatory
// compliance topics are not subscribed here: Shopify sends them to the addresses of the app's
// configuration (docs/decisions.md).
import type { ShopifyAdminClient } from '../shopify/admin-client.ts';

export const SHOP_QUERY = 'query ShopInfo { shop { name currencyCode ianaTimezone } }';
export type ShopInfo = { name: string; currencyCode: string; ianaTimezone: string };

export const SUBSCRIBE_MUTATION = `mutation Subscribe($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) { webhookSubscription { id } userErrors { field message } }
}`;

/** The topics every connected store sends (GraphQL enum names). */
export const WEBHOOK_TOPICS = ['ORDERS_CREATE', 'ORDERS_UPDATED', 'ORDERS_CANCELLED', 'REFUNDS_CREATE', 'APP_UNINSTALLED'] as const;

export async function readShop(client: ShopifyAdminClient, shop: string, token: string): Promise<ShopInfo> {
  const data = await client.graphql<{ shop: ShopInfo }>(shop, token, SHOP_QUERY);
  return data.shop;
}

type SubscribeAnswer = { webhookSubscriptionCreate: { webhookSubscription: { id: string } | null; userErrors: { field: string[] | null; message: string }[] } };

/** Subscribes every topic; answers the problems met (an empty list when all went through). */
export async function subscribeWebhooks(client: ShopifyAdminClient, shop: string, token: string, address: string): Promise<string[]> {
  const problems: string[] = [];
  for (const topic of WEBHOOK_TOPICS) {
    try {
      const data = await client.graphql<SubscribeAnswer>(shop, token, SUBSCRIBE_MUTATION, { topic, webhookSubscription: { uri: address, format: 'JSON' } });
      const errors = data.webhookSubscriptionCreate.userErrors;
      // Connecting the same shop again finds its subscriptions in place: not a problem.
      const real = errors.filter((e) => !/already been taken|already exists/i.test(e.message));
      if (real.length > 0) problems.push(`${topic}: ${real.map((e) => e.message).join('; ')}`);
    } catch (error) {
      problems.push(`${topic}: ${(error as Error).message}`);
    }
  }
  return problems;
}
