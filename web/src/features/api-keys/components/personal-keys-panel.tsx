import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { personalKeyLifetimes, type PersonalKeyRow } from '@contract/functions/api-keys';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CopyButton } from '@web/components/ui/copy-button';
import { Panel } from '@web/components/ui/panel';
import { DataTable } from '@web/components/ui/data-table';
import tableStyles from '@web/components/ui/data-table.module.css';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { formatDate, formatDateTime } from '@web/lib/format';
import { useErrorText } from '@web/lib/error-text';
import { useFieldError } from '@web/lib/use-field-error';
import { useCreatePersonalKey, usePersonalKeys, useRevokePersonalKey } from '../api/personal-keys';
import styles from './api-keys.module.css';

const ZCreateForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'validation.keyNameRequired' })
    .max(80, { error: 'validation.tooLong' }),
  expiresInDays: z.coerce.number().int(),
});

/** Keys for the person's own scripts: created with a name and expiry, shown once, listed, revoked. */
export function PersonalKeysPanel() {
  const { t } = useTranslation('apiKeys');
  const describeError = useErrorText();
  const fieldError = useFieldError();
  const { items } = usePersonalKeys();
  const create = useCreatePersonalKey();
  const revoke = useRevokePersonalKey();
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZCreateForm),
    mode: 'onTouched',
    defaultValues: { name: '', expiresInDays: 30 },
  });

  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        setShown({ name: created.key.name, token: created.token });
        setNotice(null);
        reset();
      },
    }),
  );
  const example = shown
    ? `curl -X POST ${window.location.origin}/api/functions/workspaces.list \\\n  -H "Authorization: Bearer ${shown.token}" \\\n  -H "Content-Type: application/json" -d '{"data":{}}'`
    : '';

  return (
    <Panel heading={t('personal.heading')}>
      <div className={styles.stack}>
        <p>{t('personal.intro')}</p>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {shown ? (
          <section
            className={styles.stack}
            aria-label={t('personal.createdHeading', { name: shown.name })}
          >
            <Alert tone="warning" title={t('personal.createdHeading', { name: shown.name })}>
              {t('personal.createdHint')}
            </Alert>
            <div className={styles.keyRow}>
              <code className={styles.keyValue} data-personal-key>
                {shown.token}
              </code>
              <CopyButton
                border
                text={shown.token}
                label={t('catalogue.copy')}
                copiedLabel={t('catalogue.copied')}
              />
            </div>
            <p className={styles.muted}>{t('personal.example')}</p>
            <pre className={styles.example}>{example}</pre>
            <div>
              <Button onClick={() => setShown(null)}>{t('personal.done')}</Button>
            </div>
          </section>
        ) : null}
        <form className={styles.inline} noValidate onSubmit={submit}>
          <TextField
            label={t('personal.name')}
            hint={t('personal.nameHint')}
            error={fieldError(errors.name)}
            {...register('name')}
          />
          <SelectField
            label={t('personal.expiresIn')}
            options={personalKeyLifetimes.map((days) => ({
              value: String(days),
              label: t('personal.days', { count: days }),
            }))}
            {...register('expiresInDays')}
          />
          <Button type="submit" variant="primary" processing={create.isPending}>
            {t('personal.create')}
          </Button>
        </form>
        {create.error ? <Alert tone="error">{describeError(create.error)}</Alert> : null}
        {revoke.error ? <Alert tone="error">{describeError(revoke.error)}</Alert> : null}
        <PersonalKeysTable
          keys={items}
          revoking={revoke.isPending ? revoke.variables?.keyId : undefined}
          onRevoke={(key) =>
            revoke.mutate(
              { keyId: key.id },
              {
                onSuccess: () => setNotice(t('personal.revokedNotice', { name: key.name })),
              },
            )
          }
        />
      </div>
    </Panel>
  );
}

function PersonalKeysTable({
  keys,
  revoking,
  onRevoke,
}: {
  keys: readonly PersonalKeyRow[];
  revoking: string | undefined;
  onRevoke: (key: PersonalKeyRow) => void;
}) {
  const { t } = useTranslation('apiKeys');
  return (
    <DataTable
      caption={t('personal.caption')}
      rows={keys}
      rowKey={(key) => key.id}
      empty={t('personal.empty')}
      columns={[
        { id: 'name', header: t('personal.name'), rowHeader: true, cell: (key) => key.name },
        {
          id: 'prefix',
          header: t('personal.prefix'),
          cell: (key) => <code>{key.prefix}…</code>,
        },
        {
          id: 'created',
          header: t('personal.created'),
          cell: (key) => formatDate(key.createdAt),
        },
        {
          id: 'expires',
          header: t('personal.expires'),
          cell: (key) => formatDate(key.expiresAt),
        },
        {
          id: 'lastUsed',
          header: t('personal.lastUsed'),
          cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('personal.never')),
        },
        { id: 'status', header: t('personal.status'), cell: (key) => t(`personal.${key.status}`) },
        {
          id: 'revoke',
          header: t('personal.revoke'),
          headerHidden: true,
          cell: (key) => (
            <div className={tableStyles.actions}>
              {key.status === 'active' ? (
                <Button
                  small
                  border
                  warning
                  processing={revoking === key.id}
                  aria-label={t('personal.revokeOf', { name: key.name })}
                  onClick={() => onRevoke(key)}
                >
                  {t('personal.revoke')}
                </Button>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}
