import { useTranslation } from 'react-i18next';
import type { ImportIssue } from '@contract/functions/imports';
import { DataTable } from '@web/components/ui/data-table';

/** Every problem of the file at its row (as the spreadsheet numbers rows) and column. */
export function ImportIssues({ issues, total }: { issues: ImportIssue[]; total: number }) {
  const { t } = useTranslation(['imports', 'validation']);
  return (
    <>
      <h3>{t('imports:preview.issuesTitle', { count: total })}</h3>
      {total > issues.length ? (
        <p>{t('imports:preview.issuesCut', { shown: issues.length, total })}</p>
      ) : null}
      <DataTable
        caption={t('imports:preview.issuesTitle', { count: total })}
        rows={issues}
        rowKey={(issue) => `${issue.row}-${issue.column}-${issue.key}`}
        empty={t('imports:preview.noIssues')}
        columns={[
          {
            id: 'row',
            header: t('imports:preview.row'),
            numeric: true,
            cell: (issue) => issue.row,
          },
          {
            id: 'column',
            header: t('imports:preview.column'),
            nowrap: true,
            cell: (i) => i.column,
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
