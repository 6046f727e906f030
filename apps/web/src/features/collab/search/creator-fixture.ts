// A creator as the search and the favourite lists answer it, for the component tests of this part:
// a Taiwanese-audience YouTube channel with round figures and no averages.
import { avgViewFields, type AvgViewField, type CreatorItem } from '@chorus/contract';

const averages = Object.fromEntries(avgViewFields.map((f) => [f, 0])) as Record<AvgViewField, number>;

export const creatorItem = (id: string, title: string): CreatorItem => ({
  channel_id: id,
  channel_title: title,
  handle: null,
  icon_url: null,
  source_type: 'YT',
  language: 'en',
  audience_country: 'TW',
  audience_age: null,
  subscribers: 120_000,
  views: 5_000_000,
  engagements: 3000,
  update_frequency: '1.5',
  tags: [],
  ...averages,
  is_new: false,
  verified: true,
  data_through: '2026-05-10',
  social: [],
});
