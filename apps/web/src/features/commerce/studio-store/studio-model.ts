// What the studio store page shows and lets each person do, as plain functions: the moves an order
// offers this person (the contract's canMoveStudioOrder, the server's own rule), an order's total
// before it is placed, and a booking's times between the browser's local field and the API's instant.
import { canMoveStudioOrder, multiply, studioOrderMoves, type StudioOrder, type StudioOrderMove, type StudioOrderStatus, type Subject } from '@chorus/contract';
import type { StatusColors } from '../../../components/status-chip.tsx';

export const orderStatusColors: StatusColors<StudioOrderStatus> = {
  requested: 'warning',
  confirmed: 'info',
  scheduled: 'primary',
  delivered: 'success',
  cancelled: 'default',
};

/** The moves this person may make on the order, in the order they are offered (cancel last). */
export function movesFor(subject: Subject, order: Pick<StudioOrder, 'channel_id' | 'status' | 'kind'>): StudioOrderMove[] {
  const inReach = { channelId: order.channel_id, status: order.status, kind: order.kind };
  return studioOrderMoves(order).filter((to) => canMoveStudioOrder(subject, inReach, to));
}

/** The price of `quantity` units, exact; null while the quantity is not a whole number from 1. */
export function orderTotal(unitPrice: string, quantity: string): string | null {
  return /^[1-9][0-9]{0,3}$/.test(quantity.trim()) ? multiply(unitPrice, quantity.trim()) : null;
}

/** A datetime-local field's value (the browser's time) as an instant with its offset; null when empty or unreadable. */
export function localToInstant(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as a datetime-local field's value in the browser's time. */
export function instantToLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
