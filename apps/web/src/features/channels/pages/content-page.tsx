// Content strategy (spec 2 channel page, spec 9 classes): length classes, strategy buckets (with
// revenue when the answer has it), old against new videos, videos per week, the 90-day engagement
// rate and the top 50 videos. The comparison period is asked as a period of its own.
// The container: the channel, period and table order from the address, both answers from the server.
import { useContent } from '../api.ts';
import { ChannelPageFrame, useChannelId } from '../components/channel-page-frame.tsx';
import { CurrencySelect } from '../components/currency-select.tsx';
import { TopVideosTable, useTableParams } from '../components/top-videos-table.tsx';
import { useMoney } from '../hooks/use-money.ts';
import { usePeriod } from '../hooks/use-period.ts';
import '../i18n.ts';
import { contentHasRevenue } from './content-model.ts';
import { ContentSkeleton, ContentView } from './content-view.tsx';

export function ContentPage() {
  const channelId = useChannelId();
  const { period } = usePeriod();
  const { sort, order, page, pageSize } = useTableParams();
  const content = useContent(channelId, { start: period.range.start, end: period.range.end, sort, order, page, page_size: pageSize });
  const comparison = useContent(
    channelId,
    { start: period.comparison.start, end: period.comparison.end, sort: 'views', order: 'desc', page: 1, page_size: 5 },
    content.isSuccess,
  );
  const money = useMoney();
  const hasRevenue = contentHasRevenue(content.data);
  return (
    <ChannelPageFrame page="content" period={hasRevenue ? { extra: <CurrencySelect money={money} /> } : true} query={content}>
      {content.data && money.ready ? (
        <ContentView
          data={content.data}
          previous={comparison.data ?? null}
          channelId={channelId}
          money={money}
          hasRevenue={hasRevenue}
          top={<TopVideosTable channelId={channelId} period={period} />}
        />
      ) : (
        <ContentSkeleton />
      )}
    </ChannelPageFrame>
  );
}
