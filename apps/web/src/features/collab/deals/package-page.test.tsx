// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { caseOf, packageOf, subject } from './package-fixture.ts';
import { packageModel } from './package-model.ts';
import { PackageView } from './package-page.tsx';

const write = vi.fn();
vi.mock('../../../lib/endpoint-query.ts', () => ({
  useEndpointWrite: () => write,
  useEndpointCache: () => ({ forget: vi.fn() }),
  useEndpointQuery: () => ({ data: undefined }),
}));
vi.mock('../videos/case-videos-panel.tsx', () => ({ CaseVideosPanel: () => null }));

const owner = subject({ id: 2, accountType: 'advertiser', teams: { owner: [3], client: [], member: [] }, adsMemberType: 'adsOwner' });
const client = subject({ id: 4, accountType: 'advertiser', teams: { owner: [], client: [3], member: [] }, adsMemberType: 'adsClient' });
const staff = subject({ id: 10, accountType: 'staff' });

beforeEach(() => {
  write.mockReset();
  write.mockResolvedValue(packageOf());
});

// MUI's dialogs are slow to open in jsdom on a busy machine.
describe('PackageView', { timeout: 20_000 }, () => {
  it('lets the team owner submit a draft, edit it and remove a case', async () => {
    const pkg = packageOf();
    const { user } = await renderView(<PackageView pkg={pkg} model={packageModel(owner, pkg)} />, { language: 'en' });
    expect(screen.getByTestId('detail-status').textContent).toBe('Draft');
    expect(screen.getByTestId('package-edit').textContent).toBe('Edit');
    expect(screen.getByTestId('package-delete').textContent).toBe('Delete');
    const row = screen.getByTestId('case-row');
    expect(within(row).getByText('Cooking Studio')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(write).toHaveBeenCalledWith('collabPackageStatus', { params: { packageId: 7 }, body: { status: 'applying' } });

    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(write).toHaveBeenLastCalledWith('collabCaseRemove', { params: { caseId: 11 } });
  });

  it("shows a team's client the package without a button to change it", async () => {
    const pkg = packageOf();
    await renderView(<PackageView pkg={pkg} model={packageModel(client, pkg)} />, { language: 'en' });
    expect(screen.getByTestId('case-row')).toBeTruthy();
    expect(screen.queryByTestId('package-moves')).toBeNull();
    expect(screen.queryByTestId('package-edit')).toBeNull();
    expect(screen.queryByTestId('package-delete')).toBeNull();
    expect(screen.queryByTestId('case-edit')).toBeNull();
    expect(screen.queryByTestId('case-remove')).toBeNull();
    expect(screen.queryByTestId('request-form-edit')).toBeNull();
  });

  it("lets staff set a case's prices, blank ones sent as none", async () => {
    const pkg = packageOf({ status: 'applying', cases: [caseOf({ status: 'applying', quoted_price: '900.00' })] });
    const { user } = await renderView(<PackageView pkg={pkg} model={packageModel(staff, pkg)} />, { language: 'en' });
    expect(within(screen.getByTestId('case-row')).getByText('US$900.00')).toBeTruthy();
    await user.click(screen.getByTestId('case-edit'));
    fireEvent.change(screen.getByTestId('case-remarks'), { target: { value: 'Call Monday' } });
    fireEvent.change(screen.getByTestId('case-quoted'), { target: { value: '1200' } });
    await user.click(within(screen.getByTestId('case-dialog')).getByRole('button', { name: 'Save' }));
    expect(write).toHaveBeenCalledWith('collabCaseUpdate', {
      params: { caseId: 11 },
      body: { remarks: 'Call Monday', quoted_price: '1200', agreed_price: null },
    });
  });
});
