// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import '../i18n.ts';
import { caseOf, packageOf } from './package-fixture.ts';
import { PackageStep } from './wizard-package-step.tsx';
import { AddStep, SelectStep } from './wizard-steps.tsx';

const cook = { channel_id: 'UC_cook', channel_title: 'Cooking Studio' };
const tea = { channel_id: 'UC_tea', channel_title: 'Tea Time' };

describe('the wizard steps', { timeout: 20_000 }, () => {
  it('ticks the creators and goes on only with one ticked', async () => {
    const onToggle = vi.fn();
    const onNext = vi.fn();
    const { user, rerender } = await renderView(
      <SelectStep title="Select creators" loading={false} none={false} channels={[cook, tea]} selected={[cook]} onToggle={onToggle} onNext={onNext} />,
      { language: 'en' },
    );
    expect((screen.getByRole('checkbox', { name: 'Cooking Studio' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Tea Time' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Tea Time' }));
    expect(onToggle).toHaveBeenCalledWith('UC_tea', true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    rerender(<SelectStep title="Select creators" loading={false} none={false} channels={[cook, tea]} selected={[]} onToggle={onToggle} onNext={onNext} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when there is no creator to add', async () => {
    await renderView(<SelectStep title="Select creators" loading={false} none channels={[]} selected={[]} onToggle={vi.fn()} onNext={vi.fn()} />, {
      language: 'en',
    });
    expect(screen.getByText('There are no creators to add.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Creator search' })).toBeTruthy();
  });

  it('offers a new package or a draft, naming the channels already in it', async () => {
    const onTarget = vi.fn();
    const onAdd = vi.fn();
    const draft = packageOf({ id: 8, name: 'Autumn', case_count: 2 });
    const { user } = await renderView(
      <AddStep
        title="Add"
        count={2}
        target="new"
        onTarget={onTarget}
        fields={{ name: '', description: '' }}
        onFields={vi.fn()}
        drafts={[{ pkg: draft, inside: [cook] }]}
        busy={false}
        onBack={vi.fn()}
        onAdd={onAdd}
      />,
      { language: 'en' },
    );
    expect(screen.getByText('Add 2 creators to a new case package or to one of your drafts.')).toBeTruthy();
    expect(within(screen.getByTestId('wizard-already')).getByText('Cooking Studio')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Autumn (2 channels)' }));
    expect(onTarget).toHaveBeenCalledWith(8);
    await user.click(screen.getByTestId('wizard-add-button'));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('submits the package at the last step, not while busy', async () => {
    const onSubmit = vi.fn();
    const result = {
      pkg: packageOf({ cases: [caseOf(), caseOf({ id: 12, channel_id: 'UC_tea', channel_title: 'Tea Time' })] }),
      added: ['UC_tea'],
      already: ['UC_cook'],
    };
    const props = { title: 'Submit', confirming: true, result, channels: [cook, tea], submitTo: 'applying' as const, onNext: vi.fn(), onSubmit };
    const { user, unmount } = await renderView(<PackageStep {...props} busy={false} />, { language: 'en' });
    expect(screen.getByTestId('wizard-already-result').textContent).toBe('Channels already in the case package: Cooking Studio');
    expect(screen.getByText('2 channels', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    unmount();
    await renderView(<PackageStep {...props} busy />, { language: 'en' });
    expect((screen.getByTestId('wizard-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
