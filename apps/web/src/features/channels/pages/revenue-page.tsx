// Revenue opportunity (spec 2 channel page, spec 9): the past 365 days against the 365 before —
// revenue, views, RPM (gross revenue / views × 1000) and its year-on-year change — and the mid-roll
// and sponsored video prices with their reference ranges. Its windows are fixed, so instead of the
// period bar the page names them.
// The container: the channel from the address, the answer from the server, the chosen currency.
import { useRevenue } from '../api.ts';
import { ChannelPageFrame, useChannelId } from '../components/channel-page-frame.tsx';
import { CurrencySelect } from '../components/currency-select.tsx';
import { useMoney } from '../hooks/use-money.ts';
import '../i18n.ts';
import { RevenueSkeleton, RevenueView, RevenueWindows } from './revenue-view.tsx';

export function RevenuePage() {
  const channelId = useChannelId();
  const revenue = useRevenue(channelId);
  const money = useMoney();
  const data = revenue.data;
  return (
    <ChannelPageFrame page="revenue" actions={<CurrencySelect money={money} />} caption={data && <RevenueWindows data={data} money={money} />} query={revenue}>
      {data && money.ready ? <RevenueView data={data} channelId={channelId} money={money} /> : <RevenueSkeleton />}
    </ChannelPageFrame>
  );
}
