// @vitest-environment jsdom
// The profile's body in English with hand-written details: the fields filled and reported up, "save"
// only when something changed, field refusals under their fields and the save's refusal above, the
// payout and channel sections only for people who work on channels, and the read-only form.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../test/render-view.tsx';
import { profileUser } from './profile-fixture.ts';
import { profileForm } from './profile-model.ts';
import { ProfileView, type ProfileViewProps } from './profile-view.tsx';

async function show(over: Partial<ProfileViewProps> = {}) {
  const user = over.user ?? profileUser();
  const props: ProfileViewProps = {
    user,
    form: profileForm(user),
    errors: {},
    editable: true,
    onChannels: true,
    onChange: vi.fn(),
    canChangePassword: true,
    dirty: false,
    busy: false,
    failure: null,
    onSave: vi.fn(),
    onChangePassword: vi.fn(),
    avatar: <div data-testid="avatar-slot" />,
    payoutRecipient: <div data-testid="recipient-slot" />,
    ...over,
  };
  return { props, ...(await renderView(<ProfileView {...props} />, { language: 'en' })) };
}
const input = (key: string) => screen.getByTestId(`profile-${key}`) as HTMLInputElement;

describe('ProfileView', () => {
  it('fills the fields and reports typing up', async () => {
    const { props, user } = await show();
    expect(input('name').value).toBe('Mei Lin');
    expect(input('residence_address').value).toBe('No. 8, Lane 12, Taipei');
    expect(input('identity_number').value).toBe('');
    expect(input('identity_number').placeholder).toBe('A12*******');
    expect(screen.getByTestId('profile-role').textContent).toBe('Creator');
    await user.type(input('current_address'), 'X');
    expect(props.onChange).toHaveBeenCalledWith('current_address', 'X');
  });

  it('saves only what changed, and not while saving', async () => {
    const { unmount } = await show();
    expect((screen.getByTestId('profile-save') as HTMLButtonElement).disabled).toBe(true);
    unmount();
    const { props, user } = await show({ dirty: true });
    await user.click(screen.getByTestId('profile-save'));
    expect(props.onSave).toHaveBeenCalledTimes(1);
    await user.click(screen.getByTestId('open-change-password'));
    expect(props.onChangePassword).toHaveBeenCalledTimes(1);
  });

  it('says refusals under their fields and the save’s above', async () => {
    await show({ dirty: true, busy: true, errors: { name: 'messages:validation.realNameRequired' }, failure: 'The server is busy.' });
    expect(screen.getByText('Please enter your real name.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The server is busy.');
    expect((screen.getByTestId('profile-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the channels and shows the payout section to people on channels', async () => {
    await show({
      user: profileUser({
        channels: [
          { channel_id: 'UCmei', channel_title: 'Mei Cooks', member_type: 'owner' },
          { channel_id: 'UCtea', channel_title: 'Tea Time', member_type: 'staff' },
        ],
      }),
    });
    const channels = screen.getByTestId('profile-channels');
    expect(within(channels).getByText('Mei Cooks')).toBeTruthy();
    expect(within(channels).getByText('Staff')).toBeTruthy();
    expect(within(screen.getByTestId('profile-payout')).getByTestId('recipient-slot')).toBeTruthy();
  });

  it('hides channel sections from others and locks a read-only form', async () => {
    await show({ onChannels: false, editable: false, canChangePassword: false });
    expect(screen.queryByTestId('profile-payout')).toBeNull();
    expect(screen.queryByTestId('profile-channels')).toBeNull();
    expect(screen.queryByTestId('profile-save')).toBeNull();
    expect(screen.queryByTestId('open-change-password')).toBeNull();
    expect(input('name').disabled).toBe(true);
  });
});
