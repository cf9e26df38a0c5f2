import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { CopyButton } from '@web/components/ui/copy-button';
import { Panel } from '@web/components/ui/panel';
import { formatDateTime } from '@web/lib/format';
import { useErrorText } from '@web/lib/error-text';
import { revealCatalogueKey, useCatalogueKey, useRemoveCatalogueKey } from '../api/catalogue-key';
import styles from './api-keys.module.css';
import { CatalogueKeyForm } from './catalogue-key-form';
import { HarvestKeyChoice } from './harvest-key-choice';
import { WriteAccess } from './write-access';

/** The signed-in user's catalogue key: masked, reveal, copy ('Copied' for 1.5 s), replace, remove. */
export function CatalogueKeyPanel({ instanceId }: { instanceId: string }) {
  const { t } = useTranslation('apiKeys');
  const describeError = useErrorText();
  const state = useCatalogueKey(instanceId);
  const remove = useRemoveCatalogueKey();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [revealing, setRevealing] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<unknown>(null);

  async function reveal() {
    setRevealing(true);
    setProblem(null);
    try {
      setRevealed(await revealCatalogueKey(instanceId));
    } catch (error) {
      setProblem(error);
    } finally {
      setRevealing(false);
    }
  }
  const saved = () => {
    setReplacing(false);
    setRevealed(null);
    setNotice(t('catalogue.saved'));
  };

  return (
    <Panel heading={t('catalogue.heading')}>
      <div className={styles.stack}>
        <p>{t('catalogue.intro')}</p>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {problem ? <Alert tone="error">{describeError(problem)}</Alert> : null}
        {!state.set ? (
          <>
            <p className={styles.muted}>{t('catalogue.none')}</p>
            <CatalogueKeyForm instanceId={instanceId} onSaved={saved} />
          </>
        ) : (
          <>
            <div className={styles.keyRow}>
              <span className={styles.keyValue} data-key-state={revealed ? 'revealed' : 'masked'}>
                {revealed ?? (
                  <>
                    <span aria-hidden>{`${'•'.repeat(24)}${state.hint ?? ''}`}</span>
                    <span className="visually-hidden">
                      {state.hint
                        ? t('catalogue.masked', { hint: state.hint })
                        : t('catalogue.maskedNoHint')}
                    </span>
                  </>
                )}
              </span>
              {revealed ? (
                <Button border onClick={() => setRevealed(null)}>
                  {t('catalogue.hide')}
                </Button>
              ) : (
                <Button border processing={revealing} onClick={() => void reveal()}>
                  {t('catalogue.reveal')}
                </Button>
              )}
              <CopyButton
                border
                text={() => (revealed ? Promise.resolve(revealed) : revealCatalogueKey(instanceId))}
                label={t('catalogue.copy')}
                copiedLabel={t('catalogue.copied')}
                onError={setProblem}
              />
              <Button border onClick={() => setReplacing(true)} disabled={replacing}>
                {t('catalogue.replace')}
              </Button>
              <Button border warning onClick={() => setRemoving(true)}>
                {t('catalogue.remove')}
              </Button>
            </div>
            <WriteAccess state={state} />
            <HarvestKeyChoice instanceId={instanceId} state={state} />
            {state.verifiedAt ? (
              <p className={styles.muted}>
                {t('catalogue.verifiedAt', {
                  date: formatDateTime(state.verifiedAt),
                })}
              </p>
            ) : null}
            {replacing ? (
              <CatalogueKeyForm
                instanceId={instanceId}
                onSaved={saved}
                onCancel={() => setReplacing(false)}
              />
            ) : null}
          </>
        )}
      </div>
      <ConfirmDialog
        open={removing}
        title={t('catalogue.remove')}
        confirmLabel={t('catalogue.remove')}
        processing={remove.isPending}
        error={remove.error ? describeError(remove.error) : undefined}
        onCancel={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(
            { instanceId },
            {
              onSuccess: () => {
                setRemoving(false);
                setRevealed(null);
                setNotice(t('catalogue.removed'));
              },
            },
          )
        }
      >
        {t('catalogue.removeConfirm')}
      </ConfirmDialog>
    </Panel>
  );
}
