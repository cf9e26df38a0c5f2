import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountUser } from '@contract/functions/account';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { routePaths } from '@web/lib/route-paths';
import styles from './header.module.css';
import { UserBadge } from './user-badge';

/**
 * The signed-in user's name and avatar opening Workspaces, Settings and Logout. Radix gives the
 * toggle, outside-click and Escape closing, arrow-key navigation and focus return.
 */
export function UserMenu({ user }: { user: AccountUser }) {
  const { t } = useTranslation('common');
  const signOut = useSignOut();

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.userButton}>
        <UserBadge user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menu}
          align="end"
          sideOffset={6}
          aria-label={t('header.userMenu')}
        >
          <DropdownMenu.Label className={styles.menuLabel}>{user.email}</DropdownMenu.Label>
          <DropdownMenu.Item className={styles.menuItem} asChild>
            <Link to={routePaths.workspaces}>{t('header.workspaces')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.menuItem} asChild>
            <Link to={routePaths.settings}>{t('header.settings')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.menuSeparator} />
          <DropdownMenu.Item
            className={styles.menuItem}
            onSelect={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            {t('header.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
