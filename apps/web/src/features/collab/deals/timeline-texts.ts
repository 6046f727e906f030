// The package timeline's text for each kind of event.
import type { PackageEventKind } from '@chorus/contract';

/** The text of each kind of event (every kind of the contract has one: the key a test checks in every language). */
export const eventTexts: Record<PackageEventKind, string> = {
  created: 'deals:timeline.created',
  updated: 'deals:timeline.updated',
  status: 'deals:timeline.status',
  officer: 'deals:timeline.officer',
  request_form: 'deals:timeline.requestForm',
  case_added: 'deals:timeline.caseAdded',
  case_removed: 'deals:timeline.caseRemoved',
  case_status: 'deals:timeline.caseStatus',
  case_updated: 'deals:timeline.caseUpdated',
  video_added: 'deals:timeline.videoAdded',
  video_removed: 'deals:timeline.videoRemoved',
  case_video_added: 'deals:timeline.videoAdded',
  case_video_removed: 'deals:timeline.videoRemoved',
};
