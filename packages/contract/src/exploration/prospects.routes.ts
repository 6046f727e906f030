// Routes of the exploration area's prospects part (issue 26): lists shared by the team and the
// pipeline found → contacted → replied → negotiating → signed / declined.
import { page, type Route } from '../core/route.ts';

const exploration = page('exploration');

export const prospectsRoutes = {
  explorationProspects: {
    method: 'GET',
    path: '/api/v1/exploration/prospects',
    summary: 'The team’s prospect lists and their prospects with stage, owner, notes and dates',
    permission: exploration,
  },
  explorationProspectCreate: {
    method: 'POST',
    path: '/api/v1/exploration/prospects',
    summary: 'Save a candidate to a prospect list (a new list when named)',
    permission: exploration,
    policy: 'editsProspects',
    invalidates: ['explorationProspects'],
  },
  explorationProspectStatus: {
    method: 'POST',
    path: '/api/v1/exploration/prospects/:prospectId/status',
    summary: 'Move a prospect to another stage; "signed" invites the creator to the network',
    permission: exploration,
    policy: 'editsProspects',
    invalidates: ['explorationProspects'],
  },
} as const satisfies Record<string, Route>;
