import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  standardChoices,
  type DatasetStandard,
  type StandardChoice as Choice,
} from '@contract/functions/quality';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { useErrorText } from '@web/lib/error-text';
import { formatDateTime } from '@web/lib/format';
import { useChooseStandard } from '../api/choose-standard';
import styles from './quality.module.css';

/**
 * Which national standard dataset the dataset's files are compared with, and why (its title, a
 * tag, or the team's choice); those who may edit it choose another, none, or automatic.
 */
export function StandardChoice({
  datasetId,
  standard,
  canEdit,
}: {
  datasetId: string;
  standard: DatasetStandard;
  canEdit: boolean;
}) {
  const { t } = useTranslation('quality');
  const describeError = useErrorText();
  const choose = useChooseStandard();
  const [choice, setChoice] = useState<Choice>(standard.choice);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    choose.mutate({ datasetId, standard: choice });
  };
  return (
    <div className={styles.standardChoice}>
      <p>
        <strong>{t('standard.label')}</strong> {claimText(t, standard)}
      </p>
      {canEdit ? (
        <form className={styles.toolbar} onSubmit={submit}>
          <SelectField
            label={t('standard.choose')}
            value={choice}
            onChange={(event) => setChoice(event.target.value as Choice)}
            options={standardChoices.map((value) => ({
              value,
              label:
                value === 'automatic' || value === 'none'
                  ? t(`standard.choices.${value}`)
                  : t(`standards.${value}`),
            }))}
          />
          <Button type="submit" disabled={choose.isPending || choice === standard.choice}>
            {t('standard.save')}
          </Button>
        </form>
      ) : null}
      {choose.isSuccess ? <Alert tone="success">{t('standard.saved')}</Alert> : null}
      {choose.error ? <Alert tone="error">{describeError(choose.error)}</Alert> : null}
    </div>
  );
}

function claimText(t: TFunction<'quality'>, standard: DatasetStandard): string {
  const { claim } = standard;
  if (!claim)
    return standard.choice === 'none'
      ? t('standard.chosenNone', {
          name: standard.chosenBy ?? '',
          date: formatDateTime(standard.chosenAt),
        })
      : t('standard.noClaim');
  const name = t(`standards.${claim.standardId}`);
  if (claim.matchedBy === 'mapping')
    return t('standard.byChoice', {
      standard: name,
      name: standard.chosenBy ?? '',
      date: formatDateTime(standard.chosenAt),
    });
  return t(claim.matchedBy === 'title' ? 'standard.byTitle' : 'standard.byTag', {
    standard: name,
    term: claim.term ?? '',
  });
}
