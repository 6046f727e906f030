// ORDERS_SYNC_JOB (resell-shared.ts): a store's orders and catalogue from the Admin GraphQL API.
// Backfill (after a connect): the orders Shopify lets the app read, the last 60 days unless the
// store granted read_all_orders. Catch-up (the sync button): the orders updated since the last sync,
// less a margin for clocks and late writes. Pages of 250 with their cursor; each page lands in one
// transaction (orders.repository.ts keeps the newest version), and `orders_synced_at` moves to the
// moment the run started only once it has finished, so a failed run is simply run again. One sync
// per store at a time (an exclusive queue keyed by the store). Failures read as spec 8's "failed to
// call synchronization" (errors.syncFailed); a revoked token as "store not connected".
import { ORDERS_SYNC_JOB, type OrdersSyncJob, type StoreTokens } from '../resell-shared.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { JobFailure } from '../../../jobs/job-failure.ts';
import type { JobContext, JobRegistry } from '../../../jobs/index.ts';
import { ShopifyApiError, type ShopifyAdminClient } from '../shopify/admin-client.ts';
import { ORDERS_PAGE_SIZE, ORDERS_QUERY, ordersSearch, PRODUCTS_QUERY, type OrdersAnswer, type ProductsAnswer } from '../shopify/orders-query.ts';
import { mapGraphqlOrder, OrderShapeError, shopifyId, type MappedOrder } from './order-mapping.ts';
import { saveOrders } from './orders.repository.ts';
import { fromExcluded } from '../../../db/upsert.ts';

/** Orders Shopify shows without read_all_orders (data-formats 16.1). */
export const BACKFILL_DAYS = 60;
/** A catch-up reads again what changed shortly before the last sync started. */
export const CATCHUP_MARGIN_MS = 10 * 60 * 1000;
export const SYNC_LABEL = 'jobs.resellOrdersSync';

export type SyncDeps = { db: Db; clock: Clock; client: ShopifyAdminClient; tokens: StoreTokens };
export type SyncResult = { orders: number; products: number; pages: number };

export async function runOrdersSync(deps: SyncDeps, data: OrdersSyncJob, job: Pick<JobContext, 'progress' | 'log'>): Promise<SyncResult> {
  const { db, clock, client } = deps;
  const store = await db.selectFrom('shop_stores').select(['id', 'status', 'orders_synced_at']).where('id', '=', data.storeId).executeTakeFirst();
  if (!store || store.status !== 'connected') throw new JobFailure('errors.storeNotConnected', { retry: false });
  let access;
  try {
    access = await deps.tokens.tokenFor(data.storeId);
  } catch (error) {
    if (error instanceof DomainError) throw new JobFailure(error.code, { retry: false });
    throw error;
  }
  const startedAt = clock.now();
  const lastSync = store.orders_synced_at === null ? null : new Date(store.orders_synced_at);
  const allOrders = access.scopes.includes('read_all_orders');
  const backfill = data.mode === 'backfill' || lastSync === null;
  const createdSince = backfill && !allOrders ? new Date(startedAt.getTime() - BACKFILL_DAYS * 86_400_000) : null;
  const updatedSince = backfill ? null : new Date(lastSync.getTime() - CATCHUP_MARGIN_MS);
  const search = ordersSearch(updatedSince, createdSince);
  const result: SyncResult = { orders: 0, products: 0, pages: 0 };
  try {
    job.progress.set(0, null, 'jobs.resellSyncProducts');
    let after: string | null = null;
    do {
      const page: ProductsAnswer = await client.graphql<ProductsAnswer>(access.shopDomain, access.accessToken, PRODUCTS_QUERY, {
        first: ORDERS_PAGE_SIZE,
        after,
      });
      const rows = page.products.nodes.map((p) => ({
        store_id: data.storeId,
        product_id: shopifyId(p.id, 'product.id'),
        title: p.title,
        handle: p.handle ?? '',
        status: p.status ?? 'ACTIVE',
        updated_at: p.updatedAt ? new Date(p.updatedAt) : startedAt,
      }));
      if (rows.length > 0) {
        await db
          .insertInto('shop_products')
          .values(rows)
          .onConflict((oc) => oc.columns(['store_id', 'product_id']).doUpdateSet((eb) => fromExcluded(eb, ['title', 'handle', 'status', 'updated_at'])))
          .execute();
      }
      result.products += rows.length;
      after = page.products.pageInfo.hasNextPage ? page.products.pageInfo.endCursor : null;
    } while (after);

    job.progress.set(0, null, 'jobs.resellSyncOrders');
    const fetchPage = (cursor: string | null) =>
      client.graphql<OrdersAnswer>(access.shopDomain, access.accessToken, ORDERS_QUERY, { first: ORDERS_PAGE_SIZE, after: cursor, query: search });
    // The next page is asked for while this one is written: Shopify's answer and the database overlap.
    let next: Promise<OrdersAnswer> | null = fetchPage(null);
    while (next) {
      const page: OrdersAnswer = await next;
      const info = page.orders.pageInfo;
      next = info.hasNextPage && info.endCursor ? fetchPage(info.endCursor) : null;
      // A failed prefetch is reported by the await above on the next turn, not as an unhandled rejection.
      next?.catch(() => {});
      const mapped: MappedOrder[] = [];
      for (const node of page.orders.nodes) {
        try {
          mapped.push(mapGraphqlOrder(node));
        } catch (error) {
          if (!(error instanceof OrderShapeError)) throw error;
          job.log(`orders sync store ${data.storeId}: skipped an unreadable order (${error.message})`);
        }
      }
      await saveOrders(db, data.storeId, mapped);
      result.orders += mapped.length;
      result.pages += 1;
      job.progress.set(result.orders, next ? null : result.orders, 'jobs.resellSyncOrders');
    }
  } catch (error) {
    if (error instanceof ShopifyApiError) {
      job.log(`orders sync store ${data.storeId}: ${error.message}`);
      if (error.unauthorized) throw new JobFailure('errors.storeNotConnected', { retry: false });
      throw new JobFailure('errors.syncFailed', { retry: true });
    }
    throw error;
  }
  await db.updateTable('shop_stores').set({ orders_synced_at: startedAt }).where('id', '=', data.storeId).execute();
  job.progress.set(result.orders, result.orders, 'jobs.resellSyncDone', { orders: result.orders, products: result.products });
  return result;
}

export function registerOrdersSyncJob(jobs: JobRegistry, deps: SyncDeps): void {
  jobs.register<OrdersSyncJob>(
    ORDERS_SYNC_JOB,
    async (data, job) => {
      await runOrdersSync(deps, data, job);
    },
    { policy: 'exclusive', retryLimit: 2, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 3600 },
  );
}

/** Starts a sync (or finds the one already queued or running for the store): the job to follow. */
export async function startOrdersSync(jobs: JobRegistry, storeId: number, mode: OrdersSyncJob['mode'], ownerId: number | null): Promise<string> {
  const key = `store-${storeId}`;
  const sent = await jobs.send<OrdersSyncJob>(ORDERS_SYNC_JOB, { storeId, mode }, { singletonKey: key, ownerId, label: SYNC_LABEL });
  const id = sent ?? (await jobs.activeJobId(ORDERS_SYNC_JOB, key));
  if (!id) throw new DomainError('errors.syncFailed');
  return id;
}
