import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { parseOrganizationIds, type InstanceSummary } from '@contract/functions/instances';
import type { EditDestination } from '@contract/functions/members';
import { FormField, inputClassName } from '@web/components/ui/form-field';
import field from '@web/components/ui/form-field.module.css';
import styles from './members.module.css';

/** Per instance of the workspace: chosen or not, and the organizations typed for it. */
export type DestinationDraft = Record<string, { chosen: boolean; organizations: string }>;

export function draftOf(destinations: readonly EditDestination[]): DestinationDraft {
  return Object.fromEntries(
    destinations.map((destination) => [
      destination.instanceId,
      { chosen: true, organizations: (destination.organizationNames ?? []).join(', ') },
    ]),
  );
}

export function destinationsOf(draft: DestinationDraft): EditDestination[] {
  return Object.entries(draft)
    .filter(([, entry]) => entry.chosen)
    .map(([instanceId, entry]) => ({
      instanceId,
      organizationNames: parseOrganizationIds(entry.organizations),
    }));
}

/** An editor's edit destination: which instances, and optionally which organizations in each. */
export function DestinationFields({
  instances,
  value,
  onChange,
  error,
}: {
  instances: readonly InstanceSummary[];
  value: DestinationDraft;
  onChange: (next: DestinationDraft) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('members');
  const hintId = useId();
  const change = (instanceId: string, entry: Partial<DestinationDraft[string]>) =>
    onChange({
      ...value,
      [instanceId]: { chosen: false, organizations: '', ...value[instanceId], ...entry },
    });
  return (
    <fieldset className={styles.destination} aria-describedby={hintId}>
      <legend className={styles.legend}>{t('destination.legend')}</legend>
      <p className={field.hint} id={hintId}>
        {instances.length === 0 ? t('destination.noInstances') : t('destination.hint')}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {instances.map((instance) => {
        const entry = value[instance.id];
        return (
          <div key={instance.id} className={styles.destinationInstance}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={entry?.chosen ?? false}
                onChange={(event) => change(instance.id, { chosen: event.target.checked })}
              />
              {instance.name}
            </label>
            {entry?.chosen ? (
              <FormField
                label={t('destination.organizations', { instance: instance.name })}
                hint={t('destination.organizationsHint')}
              >
                {(control) => (
                  <input
                    className={inputClassName}
                    {...control}
                    value={entry.organizations}
                    onChange={(event) => change(instance.id, { organizations: event.target.value })}
                  />
                )}
              </FormField>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
