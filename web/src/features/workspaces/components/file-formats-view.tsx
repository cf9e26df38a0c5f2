import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DataTable } from '@web/components/ui/data-table';
import table from '@web/components/ui/data-table.module.css';
import { formatNumber } from '@web/lib/format';
import { workspaceFileFormatsQuery } from '../api/workspaces-queries';
import figure from '@web/components/ui/chart-figure.module.css';

/** Resource formats across the workspace, as a chart and a table. */
export function FileFormatsView({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('workspaces');
  const { data } = useSuspenseQuery(workspaceFileFormatsQuery(workspaceId));
  const rows = data.items.map((item) => ({ ...item, label: item.format || t('formats.unknown') }));
  return (
    <section aria-labelledby="formats-heading">
      <h2 id="formats-heading">{t('formats.heading')}</h2>
      {rows.length === 0 ? (
        <p className={table.empty}>{t('formats.empty')}</p>
      ) : (
        <>
          <figure className={figure.chart} aria-label={t('formats.chart')}>
            <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 28 + 40)}>
              <BarChart data={rows} layout="vertical" margin={{ left: 16, right: 24 }}>
                <CartesianGrid horizontal={false} stroke="var(--color-border)" />
                <XAxis type="number" allowDecimals={false} tickFormatter={formatNumber} />
                <YAxis type="category" dataKey="label" width={90} />
                <Tooltip formatter={(value) => [formatNumber(Number(value)), t('formats.count')]} />
                <Bar
                  dataKey="count"
                  fill="var(--color-primary)"
                  radius={[0, 3, 3, 0]}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </figure>
          <DataTable
            caption={t('formats.caption')}
            rows={rows}
            rowKey={(row) => row.label}
            empty={t('formats.empty')}
            columns={[
              { id: 'format', header: t('formats.format'), cell: (row) => row.label },
              {
                id: 'count',
                header: t('formats.count'),
                numeric: true,
                cell: (row) => formatNumber(row.count),
              },
              {
                id: 'share',
                header: t('formats.share'),
                numeric: true,
                cell: (row) => `${((row.count / data.total) * 100).toFixed(1)}%`,
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
