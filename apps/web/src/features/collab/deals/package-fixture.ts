// A case package as the server answers it, and a caller, for the deals part's model and view tests.
import type { CollabCase, PackageDetail } from '@chorus/contract';

export function caseOf(over: Partial<CollabCase> = {}): CollabCase {
  return {
    id: 11,
    channel_id: 'UC_cook',
    channel_title: 'Cooking Studio',
    status: 'draft',
    remarks: '',
    quoted_price: null,
    agreed_price: null,
    created_at: '2026-05-01T02:00:00Z',
    updated_at: '2026-05-01T02:00:00Z',
    ...over,
  };
}

export function packageOf(over: Partial<PackageDetail> = {}): PackageDetail {
  return {
    id: 7,
    name: 'Spring launch',
    description: '',
    status: 'draft',
    advertiser: { id: 3, name: 'Acme' },
    officer: null,
    created_by: { id: 21, name: 'Amy' },
    created_at: '2026-05-01T02:00:00Z',
    updated_at: '2026-05-01T02:00:00Z',
    case_count: 1,
    agreed_count: 0,
    channel_ids: ['UC_cook'],
    cases: [caseOf()],
    request_form: null,
    competitors: [],
    events: [],
    ...over,
  };
}

/** A caller with the given facts (a creator with nothing else by default): the contract's own test subject. */
export { aSubject as subject } from '../../../../../../packages/contract/src/core/subject-for-tests.ts';
