// @vitest-environment jsdom
// The similar part's sections in English with hand-written answers: each card is titled with its
// part's texts, shows a bar while its answer loads and its own failure text when it fails, and
// draws its body once answered (keyword gaps, the licensing price, the similar channels' shortfall).
import type { KeywordGaps, LicensingPrice, SimilarChannels } from '@chorus/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../../test/render-view.tsx';
import { KeywordGapsSection } from './keyword-gaps-section.tsx';
import { LicensingPriceSection } from './licensing-price-section.tsx';
import { SimilarChannelsSection } from './similar-channels-section.tsx';

type Answer<T> = { isPending: boolean; error: Error | null; data: T | undefined };
const answered = <T,>(data: T): Answer<T> => ({ isPending: false, error: null, data });
const pending: Answer<never> = { isPending: true, error: null, data: undefined };
const failed: Answer<never> = { isPending: false, error: new Error('500'), data: undefined };

const answers: { gaps: Answer<KeywordGaps>; price: Answer<LicensingPrice>; similar: Answer<SimilarChannels> } = {
  gaps: pending,
  price: pending,
  similar: pending,
};
vi.mock('./api.ts', () => ({
  useKeywordGaps: () => answers.gaps,
  useLicensingPrice: () => answers.price,
  useSimilarChannels: () => answers.similar,
  useSaveLicensingPrice: () => ({ isPending: false, mutateAsync: vi.fn() }),
}));

const gaps: KeywordGaps = {
  channel_id: 'UC1',
  basis: 'similar',
  compared: [{ channel_id: 'UC2', title: 'Tokyo Eats' }],
  left_out: [],
  own: ['ramen'],
  gaps: [{ term: 'sushi', score: 3, channels: [{ channel_id: 'UC2', title: 'Tokyo Eats' }] }],
  analyzed: true,
};
const price: LicensingPrice = { channel_id: 'UC1', price: null, updated_at: null, updated_by: null, can_edit: false };
const similar: SimilarChannels = { channel_id: 'UC1', items: [], tags: [], same_topic: 0 };

const show = () =>
  renderView(
    <>
      <KeywordGapsSection channelId="UC1" />
      <LicensingPriceSection channelId="UC1" />
      <SimilarChannelsSection channelId="UC1" />
    </>,
    { language: 'en' },
  );
const card = (testId: string) => within(screen.getByTestId(testId));

beforeEach(() => {
  answers.gaps = answered(gaps);
  answers.price = answered(price);
  answers.similar = answered(similar);
});

describe('the similar sections', () => {
  it('title each card with its part and draw the answers', async () => {
    await show();
    expect(card('keyword-gaps').getByText('Keyword gaps')).toBeTruthy();
    expect(card('keyword-gaps').getByTestId('keyword-gap').textContent).toContain('sushi');
    expect(card('licensing-price').getByText('Content licensing price')).toBeTruthy();
    expect(card('licensing-price').getByTestId('licensing-price-value').textContent).toBe('No price recorded');
    expect(card('similar-channels').getByText('Similar channels')).toBeTruthy();
    expect(card('similar-channels').getByTestId('similar-shortfall').textContent).toContain('This channel has no tags');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('show a bar while loading and each part its own failure', async () => {
    answers.gaps = pending;
    answers.price = failed;
    answers.similar = failed;
    await show();
    expect(card('keyword-gaps').getByRole('progressbar')).toBeTruthy();
    expect(card('keyword-gaps').queryByRole('alert')).toBeNull();
    expect(card('licensing-price').getByRole('alert').textContent).toBe('Could not load the licensing price. Reload the page to try again.');
    expect(card('similar-channels').getByRole('alert').textContent).toBe('Could not load similar channels. Reload the page to try again.');
    expect(card('licensing-price').queryByRole('progressbar')).toBeNull();
  });
});
