// The inspiration channel page (spec 2; issue 13), in app/ because it joins the channel pages' frame
// and period with the insight area's sections: what to make next and how the channel stands
// against its peers. Its sections come from the parts of the insight area (similar, clouds,
// comparison, language), grouped on tabs kept in the address (?tab=). The frame's query is the
// channel's overview: channel-scoped and precomputed, it answers 404 for a channel the user may not see.
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOverview } from '../../features/channels/api.ts';
import { ChannelPageFrame, useChannelId } from '../../features/channels/components/channel-page-frame.tsx';
import { usePeriod } from '../../features/channels/hooks/use-period.ts';
import { cloudsSections } from '../../features/insight/clouds/sections.ts';
import { comparisonSections } from '../../features/insight/comparison/sections.ts';
import { languageSections } from '../../features/insight/language/sections.ts';
import { inspirationTabs, type InspirationTab } from '../../features/insight/sections.ts';
import { similarSections } from '../../features/insight/similar/sections.ts';
// The frame's period bar speaks the channel pages' namespace (analytics).
import '../../features/channels/i18n.ts';
import '../../features/insight/i18n.ts';
import { withParams } from '../../lib/search-params.ts';

const sections = [...similarSections, ...cloudsSections, ...comparisonSections, ...languageSections].sort((a, b) => a.order - b.order);
const tabs = inspirationTabs.filter((tab) => sections.some((s) => s.tab === tab));

export function InspirationPage() {
  const { t } = useTranslation('insight');
  const channelId = useChannelId();
  const { period } = usePeriod();
  const overview = useOverview(channelId, period.params);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as InspirationTab | null;
  const tab = asked && tabs.includes(asked) ? asked : tabs[0];
  const choose = (next: InspirationTab) => setSearch(withParams({ tab: next }));

  return (
    <ChannelPageFrame page="inspiration" period query={overview}>
      {tabs.length > 1 && (
        <Tabs value={tab} onChange={(_, next: InspirationTab) => choose(next)} variant="scrollable" sx={{ mb: 2 }}>
          {tabs.map((key) => (
            <Tab key={key} value={key} label={t(`tabs.${key}`)} data-testid={`inspiration-tab-${key}`} />
          ))}
        </Tabs>
      )}
      <Stack sx={{ gap: 3 }}>
        {sections
          .filter((s) => s.tab === tab)
          .map(({ key, Component }) => (
            <Component key={key} channelId={channelId} period={period.params} />
          ))}
      </Stack>
    </ChannelPageFrame>
  );
}
