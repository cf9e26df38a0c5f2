import { useTranslation } from 'react-i18next';
import type { ImportIssue } from '@contract/functions/imports';
import { DataTable } from '@web/components/ui/data-table';

/**
 * Every problem of a batch: a file's at its row (as the spreadsheet numbers rows) and column, a
 * change made in the browser at its dataset and field.
 */
export function ImportIssues({ issues, total }: { issues: ImportIssue[]; total: number }) {
  const { t } = useTranslation(['imports', 'validation', 'histories']);
  const byDataset = issues.some((issue) => issue.datasetName !== undefined);
  return (
    <>
      <h3>{t('imports:preview.issuesTitle', { count: total })}</h3>
      {total > issues.length ? (
        <p>{t('imports:preview.issuesCut', { shown: issues.length, total })}</p>
      ) : null}
      <DataTable
        caption={t('imports:preview.issuesTitle', { count: total })}
        rows={issues}
        rowKey={(issue, index) => `${issue.row}-${issue.column}-${issue.key}-${index}`}
        empty={t('imports:preview.noIssues')}
        columns={[
          byDataset
            ? {
                id: 'dataset',
                header: t('imports:preview.dataset'),
                cell: (issue) => issue.datasetName ?? '',
              }
            : {
                id: 'row',
                header: t('imports:preview.row'),
                numeric: true,
                cell: (issue) => issue.row,
              },
          {
            id: 'column',
            header: byDataset ? t('imports:preview.field') : t('imports:preview.column'),
            nowrap: true,
            cell: (issue) =>
              byDataset
                ? t(`histories:fields.${issue.column.replace('.', '_')}`, {
                    defaultValue: issue.column,
                  })
                : issue.column,
          },
          {
            id: 'message',
            header: t('imports:preview.message'),
            cell: (issue) => t(`validation:${issue.key}`, issue.params ?? {}),
          },
        ]}
      />
    </>
  );
}
