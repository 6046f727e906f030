// The accounting page's answers kept in memory (issue 10 speed: p99 under 50 ms at 50 connections
// for 1,000 channels × 24 months). An answer is computed by its service as before, serialised once
// and kept packed (gzip above 1 KB, cache/packed-answer.ts) under its route, caller, language,
// parameters and the accounting data version. Any change of accounting data makes a new version:
//  - this process's own accounting writes say so when they have committed (every non-GET accounting
//    route once its handler succeeded, and the revenue import job when it ends), so whoever wrote
//    reads what they wrote;
//  - every other writer (another process, another module, a script) through PostgreSQL: statement
//    triggers on the tables the answers read (migration 0034) send NOTIFY after commit, which the
//    invalidation bus hands to every process (kind `accounting`); a person's profile changing (the
//    bus's `user`: permissions, memberships) retires the answers kept for them.
// So an answer is never older than the data it read, except for the moment a NOTIFY is in flight
// from another process; ten minutes bound an answer's age whatever happens. ACCOUNTING_CACHE_MB=0
// computes every answer (the bench's uncached figures).
import { endpoints, type EndpointId } from '@chorus/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnswerCache } from '../../cache/answer-cache.ts';
import type { InvalidationBus } from '../../cache/invalidation-bus.ts';
import { PackedAnswer, sendPacked } from '../../cache/packed-answer.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import type { SerializedJson } from '../../http/serialized-json.ts';

export const ACCOUNTING_ANSWER_MAX_AGE_MS = 10 * 60_000;

export class AccountingAnswers {
  private version = 0;
  private readonly personVersions = new Map<number, number>();
  private readonly cache: AnswerCache<PackedAnswer> | null;

  private readonly period: () => string;

  /**
   * `period`: what answers may read of the time, part of every key (the accounting module gives the
   * current UTC month: the ratios in force are the current month's).
   */
  constructor(options: { maxBytes: number; maxAgeMs?: number; now?: () => number; period?: () => string }) {
    this.period = options.period ?? (() => '');
    this.cache =
      options.maxBytes > 0
        ? new AnswerCache<PackedAnswer>({
            maxBytes: options.maxBytes,
            maxAgeMs: options.maxAgeMs ?? ACCOUNTING_ANSWER_MAX_AGE_MS,
            sizeOf: (answer) => answer.bytes + 300,
            now: options.now,
          })
        : null;
  }

  /** Accounting data changed: no answer kept so far is served again. */
  changed(): void {
    this.version++;
    this.cache?.clear();
  }

  /**
   * Listens for changes made elsewhere: accounting data (other processes, other modules, the
   * triggers of 0034) drops every answer; a person's profile (permissions, memberships, sign-in)
   * drops only the answers kept for them, whose scope it may have changed; a dropped listening
   * connection (`all`) drops every answer.
   */
  listen(bus: InvalidationBus): void {
    bus.subscribe((message) => {
      if (message.kind === 'accounting' || message.kind === 'all') this.changed();
      else if (message.kind === 'user') this.personChanged(Number(message.id));
    });
  }

  /** What `userId` may see may have changed: their kept answers are not served again. */
  personChanged(userId: number): void {
    this.personVersions.set(userId, (this.personVersions.get(userId) ?? 0) + 1);
  }

  /** A person's version, part of the keys of the answers kept for them. */
  private personVersion(userId: number | undefined): number {
    return userId === undefined ? 0 : (this.personVersions.get(userId) ?? 0);
  }

  get stats(): { hits: number; misses: number; entries: number; bytes: number } {
    return { hits: this.cache?.hits ?? 0, misses: this.cache?.misses ?? 0, ...(this.cache?.size ?? { entries: 0, bytes: 0 }) };
  }

  /** The answer under `key` at the current version, computed when not kept. */
  async get(key: string, compute: () => Promise<unknown>): Promise<PackedAnswer> {
    if (!this.cache) return PackedAnswer.kept(await compute());
    // The version read before computing: a change committed meanwhile makes a new version, so
    // what this computation read is kept under the old key, which nobody asks for any more.
    return this.cache.getOrCompute(`${this.version}\u0000${key}`, async () => PackedAnswer.kept(await compute()));
  }

  /**
   * The handlers with their answers kept: `reads` (GET routes answering JSON) go through the cache,
   * keyed by route, caller (and the person acting for them), language, path and query parameters;
   * every writing handler (not GET) marks a change once it has run.
   */
  wrap(handlers: Handlers, reads: ReadonlySet<string>): Handlers {
    const wrapped: Record<string, unknown> = {};
    for (const [id, handler] of Object.entries(handlers) as [string, (input: HandlerInput) => Promise<unknown>][]) {
      const writes = endpoints[id as EndpointId].method !== 'GET';
      if (!reads.has(id) && !writes) {
        wrapped[id] = handler;
        continue;
      }
      wrapped[id] = reads.has(id)
        ? async (input: HandlerInput): Promise<SerializedJson> => {
            const who = input.principal;
            const key = [
              id,
              this.period(),
              who?.userId ?? '',
              this.personVersion(who?.userId),
              who?.realUserId ?? '',
              this.personVersion(who?.realUserId ?? undefined),
              input.language,
              json(input.params),
              json(input.query),
            ].join('\u0000');
            const answer = await this.get(key, () => handler(input));
            return sendPacked(input.req, input.reply, answer);
          }
        : async (input: HandlerInput): Promise<unknown> => {
            try {
              return await handler(input);
            } finally {
              // Also after a failure: a batch may have applied its good rows before refusing others.
              this.changed();
            }
          };
    }
    return wrapped as Handlers;
  }
}

type HandlerInput = {
  req: FastifyRequest;
  reply: FastifyReply;
  principal: { userId: number; realUserId: number | null } | null;
  language: string;
  params: unknown;
  query: unknown;
};

/** Parameters as a key: the parsed values with their keys in order. */
function json(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object') return JSON.stringify(value);
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))));
}
