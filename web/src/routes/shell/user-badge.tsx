import type { AccountUser } from '@contract/functions/account';
import { Avatar } from '@web/components/ui/avatar';
import { useSystemSettings } from '@web/lib/system-settings';
import styles from './header.module.css';

/** The avatar and display name the user menu opens from. */
export function UserBadge({ user }: { user: AccountUser }) {
  const { avatars } = useSystemSettings();
  return (
    <>
      <Avatar email={user.email} size="header" source={avatars} />
      <span className={styles.userName}>{user.displayName}</span>
      <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden focusable="false">
        <path
          d="M3 4.5l3 3 3-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
    </>
  );
}
