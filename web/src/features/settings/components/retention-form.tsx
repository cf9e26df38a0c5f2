import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Retention } from '@contract/functions/system';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useFieldError } from '@web/lib/use-field-error';
import styles from './profile-form.module.css';

const wholeDays = /^\d+$/;
const days = z
  .string()
  .trim()
  .refine((value) => wholeDays.test(value) && +value >= 1 && +value <= 3650, {
    error: 'retentionDays',
  });
const ZRetentionForm = z.object({
  checkLogDays: days,
  eventDays: days,
  historyDays: z.union([z.literal(''), days]),
});

/** The periods the daily job keeps check logs, events and change histories for. */
export function RetentionForm({
  retention,
  saving,
  onSave,
}: {
  retention: Retention;
  saving: boolean;
  onSave: (retention: Retention) => void;
}) {
  const { t } = useTranslation('settings');
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZRetentionForm),
    mode: 'onTouched',
    defaultValues: {
      checkLogDays: String(retention.checkLogDays),
      eventDays: String(retention.eventDays),
      historyDays: retention.historyDays === null ? '' : String(retention.historyDays),
    },
  });
  return (
    <form
      noValidate
      className={styles.form}
      aria-label={t('system.retention.heading')}
      onSubmit={handleSubmit((values) =>
        onSave({
          checkLogDays: Number(values.checkLogDays),
          eventDays: Number(values.eventDays),
          historyDays: values.historyDays === '' ? null : Number(values.historyDays),
        }),
      )}
    >
      <h3>{t('system.retention.heading')}</h3>
      <p className={styles.hint}>{t('system.retention.intro')}</p>
      <TextField
        label={t('system.retention.checkLogDays')}
        inputMode="numeric"
        error={fieldError(errors.checkLogDays)}
        {...register('checkLogDays')}
      />
      <TextField
        label={t('system.retention.eventDays')}
        inputMode="numeric"
        error={fieldError(errors.eventDays)}
        {...register('eventDays')}
      />
      <TextField
        label={t('system.retention.historyDays')}
        hint={t('system.retention.historyHint')}
        inputMode="numeric"
        error={fieldError(errors.historyDays)}
        {...register('historyDays')}
      />
      <div>
        <Button type="submit" variant="primary" processing={saving}>
          {t('system.retention.save')}
        </Button>
      </div>
    </form>
  );
}
