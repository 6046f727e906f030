// A month of the channel's store: its top products by net sales, and which videos sell (orders
// attributed by discount code or utm landing parameters) with net sales per 1,000 views.
import { yearMonthLabel } from '@chorus/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { AnyMoney } from '../shared/any-money.tsx';
import { PlainTable } from '../shared/plain-table.tsx';
import { useSellingVideos, useTopProducts } from './api.ts';

export function TopProducts({ channelId, month }: { channelId: string; month: string }) {
  const { t, i18n } = useTranslation();
  const products = useTopProducts(channelId, month);
  const columns = [
    { label: t('commerce:ec.product') },
    { label: t('commerce:ec.quantity'), align: 'right' as const },
    { label: t('commerce:revenue.net'), align: 'right' as const },
  ];
  return (
    <SectionCard title={t('commerce:ec.products')} subtitle={t('commerce:ec.productsHelp', { month: yearMonthLabel(month) })} testId="ec-products" flush>
      <PlainTable
        columns={columns}
        testId="ec-product-table"
        loading={products.isFetching}
        error={products.error}
        empty={t('commerce:ec.noProducts', { month: yearMonthLabel(month) })}
        rows={products.data?.items.map((p, i) => (
          <TableRow key={p.product_id ?? `${p.title}-${i}`}>
            <TableCell>{p.title}</TableCell>
            <TableCell align="right">{formatNumber(p.quantity, i18n.language, 0)}</TableCell>
            <TableCell align="right">
              <AnyMoney amount={p.net} currency={p.currency} />
            </TableCell>
          </TableRow>
        ))}
      />
    </SectionCard>
  );
}

export function SellingVideos({ channelId, month }: { channelId: string; month: string }) {
  const { t, i18n } = useTranslation();
  const videos = useSellingVideos(channelId, month);
  const columns = [
    { label: t('commerce:ec.video') },
    { label: t('commerce:ec.orders'), align: 'right' as const },
    { label: t('commerce:revenue.net'), align: 'right' as const },
    { label: t('commerce:ec.views'), align: 'right' as const },
    { label: t('commerce:ec.per1000'), align: 'right' as const },
  ];
  return (
    <SectionCard title={t('commerce:ec.videos')} subtitle={t('commerce:ec.videosHelp')} testId="ec-videos" flush>
      <PlainTable
        columns={columns}
        testId="ec-video-table"
        loading={videos.isFetching}
        error={videos.error}
        empty={t('commerce:ec.noVideos', { month: yearMonthLabel(month) })}
        rows={videos.data?.items.map((v) => (
          <TableRow key={v.video_id ?? 'channel'} data-testid={`ec-video-${v.video_id ?? 'channel'}`}>
            <TableCell>{v.video_id === null ? t('commerce:ec.wholeChannel') : (v.title ?? v.video_id)}</TableCell>
            <TableCell align="right">{formatNumber(v.orders, i18n.language, 0)}</TableCell>
            <TableCell align="right">
              <AnyMoney amount={v.net} currency={v.currency} />
            </TableCell>
            <TableCell align="right">{v.views === null ? '—' : formatNumber(v.views, i18n.language, 0)}</TableCell>
            <TableCell align="right" data-testid={`ec-video-${v.video_id ?? 'channel'}-per1000`}>
              <AnyMoney amount={v.net_per_1000_views} currency={v.currency} />
            </TableCell>
          </TableRow>
        ))}
      />
    </SectionCard>
  );
}
