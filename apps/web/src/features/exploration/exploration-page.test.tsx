// @vitest-environment jsdom
import { type AccountType, type Discovery, type DiscoveryItem, type Prospects } from '@chorus/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSubject } from '../../../../../packages/contract/src/core/subject-for-tests.ts';
import { renderView } from '../../../test/render-view.tsx';
import { ExplorationPage } from './exploration-page.tsx';

const discovery = vi.fn();
const write = vi.fn();
const download = vi.fn();
const access = { subject: subjectOf('staff'), canCall: () => true, canSeePageOn: () => false };
vi.mock('./discovery/api.ts', () => ({ useDiscovery: (query: Record<string, string>) => discovery(query), useSearchQuota: () => ({ data: undefined }) }));
vi.mock('./prospects/api.ts', () => ({ useProspects: () => ({ data: prospects, error: null }) }));
vi.mock('../../lib/session/access-context.tsx', () => ({ useAccess: () => access }));
vi.mock('../../lib/api-client.ts', () => ({ download: (...args: unknown[]) => download(...args) }));
vi.mock('../../lib/endpoint-query.ts', () => ({ useEndpointWrite: () => write, useEndpointCache: () => ({ refresh: vi.fn() }) }));
vi.mock('../../components/job-progress.tsx', () => ({ JobProgress: ({ jobId }: { jobId: string }) => <div data-testid="job-progress">{jobId}</div> }));

function subjectOf(accountType: AccountType) {
  return aSubject({ accountType });
}

const DAY = 86_400_000;
const candidate = (id: string, more: Partial<DiscoveryItem> = {}): DiscoveryItem => ({
  channel_id: id,
  title: `Travel ${id}`,
  icon_url: null,
  subscribers: 12_000,
  views: 3_400_000,
  video_count: 120,
  median_views_last10: 5_500,
  shorts_share: 0.1,
  uploads_per_week: 0.78,
  avg_duration_seconds: 754,
  days_since_last_upload: 3,
  language: 'zh-TW',
  country: 'TW',
  topics: ['Tourism'],
  contact_email: 'trip@example.tw',
  in_network: false,
  source: 'youtube',
  origin: 'public',
  fetched_at: new Date(Date.now() - 2 * DAY - 60_000).toISOString(),
  figures_at: new Date().toISOString(),
  ...more,
});
const answer: Discovery = {
  items: [candidate('UCone'), candidate('UCtwo', { figures_at: null, median_views_last10: null, contact_email: null })],
  total: 2,
  total_capped: false,
  page: 1,
  page_size: 20,
  quota: { used: 3, limit: 100, units_per_call: 100, resets_at: '2026-11-30T08:00:00.000Z' },
  search: { calls_spent: 1, from_stored: false, skipped: null },
  enrichment_job_id: 'job-42',
  pending: 1,
};
const prospects: Prospects = {
  lists: [{ id: 7, name: 'Kyoto travel', count: 2, created_by: null }],
  items: [
    {
      id: 70,
      list_id: 7,
      channel_id: 'UCthree',
      title: 'Kyoto Walks',
      in_network: false,
      status: 'negotiating',
      owner: { id: 1, name: 'Staff Lin' },
      notes: 'Asked for rates',
      dates: { found: '2026-11-01T00:00:00Z', negotiating: '2026-11-20T00:00:00Z' },
      invitation_id: null,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-20T00:00:00Z',
    },
    {
      id: 71,
      list_id: 7,
      channel_id: 'UCfour',
      title: 'Signed Trips',
      in_network: false,
      status: 'signed',
      owner: null,
      notes: '',
      dates: { signed: '2026-11-21T00:00:00Z' },
      invitation_id: 9,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-21T00:00:00Z',
    },
  ],
};

beforeEach(() => {
  discovery.mockReset();
  discovery.mockReturnValue({ data: answer, error: null, isFetching: false });
  write.mockReset();
  download.mockReset();
  access.subject = subjectOf('staff');
});

describe('ExplorationPage', { timeout: 20_000 }, () => {
  it('lists creators with every figure, where it comes from and how old, the quota, its cost and the enrichment', async () => {
    await renderView(<ExplorationPage />, { language: 'en' });
    expect(discovery).toHaveBeenCalledWith({ sort: 'subscribers', order: 'desc', page: '1', page_size: '20' });
    const [first, second] = screen.getAllByTestId('candidate-row');
    expect(within(first!).getByRole('link', { name: 'Open Travel UCone on YouTube' }).getAttribute('href')).toBe('https://www.youtube.com/channel/UCone');
    expect(within(first!).getByTestId('candidate-origin').textContent).toBe('Public YouTube data · read 2 days ago');
    for (const text of ['12K', '3.4M', '5.5K', '10%', '0.78', '12:34', '3 days ago', 'Chinese', 'trip@example.tw'])
      expect(within(first!).getByText(text)).toBeTruthy();
    expect(within(second!).getByTestId('candidate-origin').textContent).toContain('Reading videos…');
    expect(within(second!).getByText('No contact e-mail')).toBeTruthy();
    expect(screen.getByTestId('quota-left').textContent).toBe('YouTube searches left today: 97 of 100');
    expect(screen.getByTestId('quota-resets').textContent).toMatch(/^Resets .+ \(midnight Pacific time\)$/);
    expect(screen.getByTestId('quota-cost').textContent).toContain('100 units');
    expect(screen.getByTestId('search-note').textContent).toBe("This search used 1 search of today's allowance.");
    expect(screen.getByTestId('job-progress').textContent).toBe('job-42');
    expect(within(first!).getByTestId('candidate-save')).toBeTruthy();
  });

  it('counts the creators found, and says "more than" where counting stopped', async () => {
    await renderView(<ExplorationPage />, { language: 'en' });
    expect(screen.getByTestId('discovery-summary').textContent).toBe('2 creators');
    discovery.mockReturnValue({ data: { ...answer, total: 1000, total_capped: true }, error: null, isFetching: false });
    await renderView(<ExplorationPage />, { language: 'en' });
    expect(screen.getAllByTestId('discovery-summary').at(-1)!.textContent).toBe('More than 1,000 creators');
  });

  it('exports the list with the filters and sort as CSV or xlsx', async () => {
    await renderView(<ExplorationPage />, { language: 'en' });
    fireEvent.click(screen.getByTestId('discovery-export-xlsx'));
    expect(download).toHaveBeenCalledWith('explorationChannelsExport', { query: { sort: 'subscribers', order: 'desc', format: 'xlsx' } }, 'creators.xlsx');
  });

  it('opens one channel’s card from ?channel=', async () => {
    await renderView(<ExplorationPage />, { language: 'en', path: '/?channel=UCone' });
    expect(discovery).toHaveBeenCalledWith(expect.objectContaining({ channel: 'UCone' }));
  });

  it('saves a creator to a list', async () => {
    write.mockResolvedValue({});
    await renderView(<ExplorationPage />, { language: 'en' });
    fireEvent.click(within(screen.getAllByTestId('candidate-row')[0]!).getByTestId('candidate-save'));
    fireEvent.click(await screen.findByTestId('save-prospect-submit'));
    await waitFor(() => expect(write).toHaveBeenCalledWith('explorationProspectCreate', { body: { channel_id: 'UCone', list_id: 7 } }));
  });

  it('moves a prospect to signed and says what signing does; a signed one moves no more', async () => {
    write.mockResolvedValue({ prospect: prospects.items[0], mail_sent: true });
    await renderView(<ExplorationPage />, { language: 'en', path: '/?tab=prospects' });
    const [negotiating, signed] = screen.getAllByTestId('prospect-row');
    expect(within(negotiating!).getByText('Staff Lin')).toBeTruthy();
    expect(within(negotiating!).getByText('Asked for rates')).toBeTruthy();
    expect(within(signed!).queryByTestId('prospect-move')).toBeNull();
    expect(within(signed!).getByTestId('prospect-invited')).toBeTruthy();
    fireEvent.click(within(negotiating!).getByTestId('prospect-move'));
    fireEvent.mouseDown(within(await screen.findByTestId('status-dialog')).getByRole('combobox'));
    fireEvent.click(await screen.findByTestId('stage-signed'));
    expect(screen.getByTestId('signed-note').textContent).toContain('Signing invites the creator to the network');
    fireEvent.change(screen.getByTestId('status-email'), { target: { value: 'kyoto@example.jp' } });
    fireEvent.click(screen.getByTestId('status-submit'));
    await waitFor(() =>
      expect(write).toHaveBeenCalledWith('explorationProspectStatus', {
        params: { prospectId: '70' },
        body: { status: 'signed', notes: 'Asked for rates', email: 'kyoto@example.jp' },
      }),
    );
  });

  it('the viewer reads the list and the prospects without any write', async () => {
    access.subject = subjectOf('viewer');
    discovery.mockReturnValue({ data: { ...answer, search: { calls_spent: 0, from_stored: false, skipped: 'not_allowed' } }, error: null, isFetching: false });
    const view = await renderView(<ExplorationPage />, { language: 'en' });
    expect(screen.getAllByTestId('candidate-row')).toHaveLength(2);
    expect(screen.queryByTestId('candidate-save')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByTestId('quota-cost')).toBeNull();
    expect(screen.getByTestId('search-note').textContent).toContain('New YouTube searches are made by admins and staff');
    view.unmount();
    await renderView(<ExplorationPage />, { language: 'en', path: '/?tab=prospects' });
    expect(screen.getAllByTestId('prospect-row')).toHaveLength(2);
    expect(screen.queryByTestId('prospect-move')).toBeNull();
  });

  it('says why the list is empty and what to do', async () => {
    discovery.mockReturnValue({
      data: { ...answer, items: [], total: 0, enrichment_job_id: null, search: { calls_spent: 0, from_stored: false, skipped: 'not_asked' } },
      error: null,
      isFetching: false,
    });
    await renderView(<ExplorationPage />, { language: 'en' });
    expect(screen.getByTestId('discovery-empty').textContent).toContain('Type a keyword and choose YouTube or Both');
  });
});
