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
import table from '../../../components/ui/data-table.module.css';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { linkSummaryQuery } from '../api/links-queries';
import styles from './links.module.css';

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
      <figure className={styles.chart} aria-label={t('view.chart')}>
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
      <div className={table.wrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('columns.instance')}</th>
              {bars.map((bar) => (
                <th key={bar.status} scope="col" className={table.number}>
                  {t(`status.${bar.status}`)}
                </th>
              ))}
              <th scope="col" className={table.number}>
                {t('view.total')}
              </th>
              <th scope="col">{t('view.lastChecked')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.instanceId}>
                <td>
                  <Link to={`/workspaces/${workspaceId}/${item.instanceId}`}>
                    {item.instanceName}
                  </Link>
                </td>
                {bars.map((bar) => (
                  <td key={bar.status} className={table.number}>
                    {formatNumber(item[bar.status])}
                  </td>
                ))}
                <td className={table.number}>
                  {formatNumber(item.alive + item.dead + item.unknown + item.unchecked)}
                </td>
                <td className={table.nowrap}>
                  {formatDateTime(item.lastCheckedAt) || t('view.never')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
