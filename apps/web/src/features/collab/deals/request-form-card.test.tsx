// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import '../i18n.ts';
import { packageOf } from './package-fixture.ts';
import { RequestFormCard } from './request-form-card.tsx';

const write = vi.fn();
vi.mock('../../../lib/endpoint-query.ts', () => ({ useEndpointWrite: () => write }));

beforeEach(() => {
  write.mockReset();
  write.mockResolvedValue(packageOf());
});

describe('RequestFormCard', { timeout: 20_000 }, () => {
  it('reads the saved form, with no button for those who may not edit it', async () => {
    const pkg = packageOf({ competitors: ['Bolt'] });
    await renderView(<RequestFormCard pkg={pkg} editable={false} />, { language: 'en' });
    expect(screen.queryByTestId('request-form-edit')).toBeNull();
    expect(screen.getByText('Advertiser request form')).toBeTruthy();
  });

  it('names the field that stops the save and sends nothing, then saves the form', async () => {
    const pkg = packageOf();
    const { user } = await renderView(<RequestFormCard pkg={pkg} editable />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Fill in the form' }));
    await user.click(screen.getByTestId('request-form-save'));
    expect(screen.getByTestId('request-form-blocked').textContent).toMatch(/^Not saved yet: Client \/ brand name: /);
    expect(write).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('form-brand_name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByTestId('form-hashtags'), { target: { value: '#tea #spring' } });
    await user.click(screen.getByTestId('request-form-save'));
    expect(write).toHaveBeenCalledTimes(1);
    const [id, input] = write.mock.calls[0]!;
    expect(id).toBe('collabRequestFormSave');
    expect(input).toMatchObject({ params: { packageId: 7 }, body: { brand_name: 'Acme', hashtags: ['#tea', '#spring'], budget_currency: 'TWD' } });
    expect(screen.queryByTestId('request-form-save')).toBeNull();
  });

  it("shows the server's refusal and keeps the form open", async () => {
    write.mockRejectedValue(Object.assign(new Error('The package is no longer a draft'), { fields: {} }));
    const pkg = packageOf();
    const { user } = await renderView(<RequestFormCard pkg={pkg} editable />, { language: 'en' });
    await user.click(screen.getByTestId('request-form-edit'));
    fireEvent.change(screen.getByTestId('form-brand_name'), { target: { value: 'Acme' } });
    await user.click(screen.getByTestId('request-form-save'));
    expect(await screen.findByText('The package is no longer a draft')).toBeTruthy();
    expect(screen.getByTestId('request-form-save')).toBeTruthy();
  });
});
