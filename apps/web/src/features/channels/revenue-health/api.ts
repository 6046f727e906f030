// Revenue health alerts (issue 30) over lib/endpoint-query.ts: the list by status, acknowledging with
// a note, the threshold and the caller's digest mail.
import type { EndpointOutput, RevenueAlertStatus } from '@chorus/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query.ts';

export type RevenueAlertRow = EndpointOutput<'revenueAlerts'>['items'][number];
export type RevenueHealthSettings = EndpointOutput<'revenueHealthSettings'>;

export const useRevenueAlerts = (status: RevenueAlertStatus) => useEndpointQuery('revenueAlerts', { query: { status } });
export const useRevenueHealthSettings = () => useEndpointQuery('revenueHealthSettings', { query: {} });
export const useAcknowledgeAlert = () => useEndpointMutation('revenueAlertAcknowledge');
export const useSetThreshold = () => useEndpointMutation('revenueHealthThresholdSet');
export const useSetDigest = () => useEndpointMutation('revenueHealthDigestSet');
