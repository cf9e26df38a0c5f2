import { useTranslation } from 'react-i18next';
import type { MemberRow } from '../../../../../contract/functions/members';
import { Button } from '../../../components/ui/button';
import tableStyles from '../../../components/ui/data-table.module.css';
import { currentLocale } from '../../../i18n/setup-i18n';
import { formatDate } from '../../../lib/date-format';
import { destinationLines } from './destination-text';
import styles from './members.module.css';

/** Spec §3 User: name, email, permissions, edit destination, join date, catalogue key, instance. */
export function MembersTable({
  members,
  canManage,
  onEdit,
  onLeave,
}: {
  members: readonly MemberRow[];
  canManage: boolean;
  onEdit: (member: MemberRow) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation(['users', 'workspaces']);
  const locale = currentLocale();
  return (
    <div className={tableStyles.wrap}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('members.name')}</th>
            <th scope="col">{t('members.email')}</th>
            <th scope="col">{t('members.permissions')}</th>
            <th scope="col">{t('members.editDestination')}</th>
            <th scope="col">{t('members.joinDate')}</th>
            <th scope="col">{t('members.catalogueInstance')}</th>
            <th scope="col">{t('members.catalogueApiKey')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('members.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.userId}>
              <th scope="row">
                {member.name}{' '}
                {member.isYou ? (
                  <span className={tableStyles.muted}>{t('members.you')}</span>
                ) : null}
              </th>
              <td>{member.email}</td>
              <td>{t(`workspaces:roles.${member.role}`)}</td>
              <td>
                <ul className={styles.lines}>
                  {destinationLines(t, member.role, member.editDestinations).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </td>
              <td>{formatDate(member.joinedAt, locale)}</td>
              <td>
                {member.catalogueKeys.length === 0 ? (
                  <span className={tableStyles.muted}>{t('members.noInstances')}</span>
                ) : (
                  <ul className={styles.lines}>
                    {member.catalogueKeys.map((key) => (
                      <li key={key.instanceId}>{key.instanceName}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <ul className={styles.lines}>
                  {member.catalogueKeys.map((key) => (
                    <li key={key.instanceId} className={key.set ? undefined : tableStyles.muted}>
                      {key.set ? t('members.keySet') : t('members.keyNotSet')}
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <div className={tableStyles.actions}>
                  {canManage ? (
                    <Button
                      small
                      border
                      onClick={() => onEdit(member)}
                      aria-label={t('members.editOf', { name: member.name })}
                    >
                      {t('members.edit')}
                    </Button>
                  ) : null}
                  {member.isYou ? (
                    <Button small border onClick={onLeave}>
                      {t('members.leave')}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
