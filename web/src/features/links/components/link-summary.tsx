import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { DataTable } from '@web/components/ui/data-table';
import table from '@web/components/ui/data-table.module.css';
import { formatDateTime, formatNumber } from '@web/lib/format';
import { linkSummaryQuery } from '../api/links-queries';
import figure from '@web/components/ui/chart-figure.module.css';

const bars = [
  { status: 'alive', color: 'var(--color-success)' },
  { status: 'dead', color: 'var(--color-warning)' },
  { status: 'unknown', color: 'var(--color-caution)' },
  { status: 'unchecked', color: 'var(--color-border-strong)' },
] as const;

/** Per instance: alive, dead, unknown and unchecked links, as a stacked bar chart and a table. */
export function LinkSummary({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('links');
  const { data } = useSuspenseQuery(linkSummaryQuery(workspaceId));
  if (data.items.length === 0) return <p className={table.empty}>{t('view.empty')}</p>;
  return (
    <>
      <figure className={figure.chart} aria-label={t('view.chart')}>
        <ResponsiveContainer width="100%" height={Math.max(140, data.items.length * 44 + 70)}>
          <BarChart data={data.items} layout="vertical" margin={{ left: 16, right: 24 }}>
            <CartesianGrid horizontal={false} stroke="var(--color-border)" />
            <XAxis type="number" allowDecimals={false} tickFormatter={formatNumber} />
            <YAxis type="category" dataKey="instanceName" width={140} />
            <Tooltip formatter={(value, name) => [formatNumber(Number(value)), name]} />
            <Legend itemSorter={null} />
            {bars.map((bar) => (
              <Bar
                key={bar.status}
                dataKey={bar.status}
                name={t(`status.${bar.status}`)}
                stackId="links"
                fill={bar.color}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <DataTable
        caption={t('view.caption')}
        rows={data.items}
        rowKey={(item) => item.instanceId}
        empty={t('view.empty')}
        columns={[
          {
            id: 'instance',
            header: t('columns.instance'),
            cell: (item) => (
              <Link to={`/workspaces/${workspaceId}/${item.instanceId}`}>{item.instanceName}</Link>
            ),
          },
          ...bars.map((bar) => ({
            id: bar.status,
            header: t(`status.${bar.status}`),
            numeric: true,
            cell: (item: (typeof data.items)[number]) => formatNumber(item[bar.status]),
          })),
          {
            id: 'total',
            header: t('view.total'),
            numeric: true,
            cell: (item) => formatNumber(item.alive + item.dead + item.unknown + item.unchecked),
          },
          {
            id: 'lastChecked',
            header: t('view.lastChecked'),
            nowrap: true,
            cell: (item) => formatDateTime(item.lastCheckedAt) || t('view.never'),
          },
        ]}
      />
    </>
  );
}
