import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClassName, ButtonIcon, type ButtonLook } from './button';

export interface ButtonLinkProps extends LinkProps, ButtonLook {
  icon?: ReactNode;
}

/** A navigation that looks like a button (e.g. the header's Login): still a link to assistive tech. */
export function ButtonLink({
  variant,
  small,
  border,
  warning,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, small, border, warning }, className)} {...rest}>
      {icon ? <ButtonIcon>{icon}</ButtonIcon> : null}
      {children}
    </Link>
  );
}
