import { describe, expect, it } from 'vitest';
import { caseOf, packageOf, subject } from './package-fixture.ts';
import { caseUpdateBody, officerChoices, packageIdOf, packageModel, submits } from './package-model.ts';

// The fixture's package belongs to advertiser team 3.
const owner = subject({ id: 2, accountType: 'advertiser', teams: { owner: [3], client: [], member: [] }, adsMemberType: 'adsOwner' });
const client = subject({ id: 4, accountType: 'advertiser', teams: { owner: [], client: [3], member: [] }, adsMemberType: 'adsClient' });
const staff = subject({ id: 10, accountType: 'staff' });

describe('packageModel', () => {
  it('lets the team owner edit a draft and submit it, not set prices or officers', () => {
    const model = packageModel(owner, packageOf());
    expect(model).toMatchObject({
      editable: true,
      remarks: true,
      prices: false,
      assignsOfficer: false,
      moves: ['applying'],
      submittedNote: false,
      performance: false,
    });
  });

  it('leaves a submitted package to the network: no edits, no moves, the note for the owner', () => {
    const model = packageModel(owner, packageOf({ status: 'officer_contacting', cases: [caseOf({ status: 'officer_contacting' })] }));
    expect(model).toMatchObject({ editable: false, remarks: false, moves: [], submittedNote: true });
    expect(model.cases.map((c) => c.targets)).toEqual([[]]);
  });

  it("gives a team's client only reading", () => {
    expect(packageModel(client, packageOf())).toMatchObject({ editable: false, remarks: false, prices: false, moves: [] });
  });

  it('lets staff move cases, set prices and officers, with no "submitted" note', () => {
    const model = packageModel(staff, packageOf({ status: 'applying', cases: [caseOf({ status: 'creator_agreed' })] }));
    expect(model).toMatchObject({ prices: true, remarks: true, assignsOfficer: true, moves: [], submittedNote: false });
    expect([...model.cases[0]!.targets].sort()).toEqual(['creator_disagreed', 'officer_contacting']);
  });

  it('links a completed package to its report', () => {
    expect(packageModel(staff, packageOf({ status: 'matching_complete' })).performance).toBe(true);
  });
});

describe('the page helpers', () => {
  it('submits only from draft to applying', () => {
    expect(submits('draft', 'applying')).toBe(true);
    expect(submits('applying', 'officer_contacting')).toBe(false);
    expect(submits('officer_contacting', 'applying')).toBe(false);
  });

  it('reads a positive whole id from the address', () => {
    expect(packageIdOf('7')).toBe(7);
    expect([packageIdOf(null), packageIdOf(''), packageIdOf('0'), packageIdOf('-3'), packageIdOf('2.5'), packageIdOf('x')]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('sends prices (blank as none) only for those who set them', () => {
    const draft = { remarks: 'Call Monday', quoted: ' 1200.50 ', agreed: '  ' };
    expect(caseUpdateBody(true, draft)).toEqual({ remarks: 'Call Monday', quoted_price: '1200.50', agreed_price: null });
    expect(caseUpdateBody(false, draft)).toEqual({ remarks: 'Call Monday' });
  });

  it('offers the current officer until the list has come', () => {
    const amy = { id: 21, name: 'Amy' };
    expect(officerChoices(undefined, amy)).toEqual([amy]);
    expect(officerChoices(undefined, null)).toEqual([]);
    expect(officerChoices([{ id: 5, name: 'Ben' }], amy)).toEqual([{ id: 5, name: 'Ben' }]);
  });
});
