// @vitest-environment jsdom
// A recipient's document while it uploads: the button keeps its own name (the spinner inside it is
// not read as part of it) and says it is busy.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../../test/render-view.tsx';
import '../../i18n.ts';
import { RecipientFileField } from './recipient-file-field.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('RecipientFileField', () => {
  it('names the button by its text alone while the file is sent', async () => {
    // The upload never answers: the field stays busy.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const { user, container } = await renderView(<RecipientFileField slot="passbook" uploadedName={null} onUploaded={() => {}} onFile={null} required />, {
      language: 'en',
      queries: true,
    });
    const button = screen.getByRole('button');
    const name = button.textContent;
    expect(name).not.toBe('');
    await user.upload(container.querySelector('input[type="file"]')!, new File(['x'], 'cover.png', { type: 'image/png' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole('button', { name: name! });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    // Chromium reads a progress bar's name into the button's (it read "Loading Upload…"); hidden, it is not.
    expect(busy.querySelector('[role="progressbar"]')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
