import { useTranslation } from 'react-i18next';
import type { ImportIssue } from '@contract/functions/bulk';
import { DataTable } from '@web/components/ui/data-table';

/** Every problem of the file at its row (as the spreadsheet numbers rows) and column. */
export function ImportIssues({ issues, total }: { issues: ImportIssue[]; total: number }) {
  const { t } = useTranslation(['bulk', 'validation']);
  return (
    <>
      <h3>{t('bulk:preview.issuesTitle', { count: total })}</h3>
      {total > issues.length ? (
        <p>{t('bulk:preview.issuesCut', { shown: issues.length, total })}</p>
      ) : null}
      <DataTable
        caption={t('bulk:preview.issuesTitle', { count: total })}
        rows={issues}
        rowKey={(issue) => `${issue.row}-${issue.column}-${issue.key}`}
        empty={t('bulk:preview.noIssues')}
        columns={[
          { id: 'row', header: t('bulk:preview.row'), numeric: true, cell: (issue) => issue.row },
          { id: 'column', header: t('bulk:preview.column'), nowrap: true, cell: (i) => i.column },
          {
            id: 'message',
            header: t('bulk:preview.message'),
            cell: (issue) => t(`validation:${issue.key}`, issue.params ?? {}),
          },
        ]}
      />
    </>
  );
}
