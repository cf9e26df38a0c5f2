import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { DataTable } from '@web/components/ui/data-table';
import figure from '@web/components/ui/chart-figure.module.css';
import { formatNumber } from '@web/lib/format';

/** The datasets per score range as bars, and the same figures as a table for screen readers. */
export function ScoreDistribution({ buckets }: { buckets: readonly number[] }) {
  const { t } = useTranslation('quality');
  const rows = buckets.map((count, index) => ({
    range:
      index === 10
        ? t('view.perfect')
        : t('view.rangeLabel', { from: index * 10, to: index * 10 + 9 }),
    count,
    // Low scores warn, high ones reassure.
    fill:
      index < 5
        ? 'var(--color-warning)'
        : index < 8
          ? 'var(--color-caution)'
          : 'var(--color-success)',
  }));
  return (
    <>
      <figure className={figure.chart} aria-label={t('view.distributionChart')}>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={rows} margin={{ left: 8, right: 16 }}>
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis dataKey="range" />
            <YAxis allowDecimals={false} tickFormatter={formatNumber} />
            <Tooltip formatter={(value) => [formatNumber(Number(value)), t('view.count')]} />
            <Bar dataKey="count" name={t('view.count')} isAnimationActive={false}>
              {rows.map((row) => (
                <Cell key={row.range} fill={row.fill} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <details>
        <summary>{t('view.distributionCaption')}</summary>
        <DataTable
          caption={t('view.distributionCaption')}
          rows={rows}
          rowKey={(row) => row.range}
          empty=""
          columns={[
            { id: 'range', header: t('view.range'), cell: (row) => row.range },
            {
              id: 'count',
              header: t('view.count'),
              numeric: true,
              cell: (row) => formatNumber(row.count),
            },
          ]}
        />
      </details>
    </>
  );
}
