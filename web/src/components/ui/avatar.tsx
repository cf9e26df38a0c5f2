import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { avatarSizes, avatarUrl, type AvatarSize } from '@web/lib/avatar';
import { avatarHashQuery } from '@web/lib/avatar-hash-query';
import { identiconGrid, identiconOf } from '@web/lib/identicon';
import styles from './avatar.module.css';

export interface AvatarProps {
  email: string;
  size?: AvatarSize;
  /** Accessible name; leave out when a visible name stands next to the avatar. */
  label?: string;
  /**
   * `external`: the avatar service's picture over the identicon; `local` (AVATARS=local): the
   * identicon alone, and no request leaves the browser.
   */
  source: 'external' | 'local';
}

/**
 * The avatar service's picture over a locally drawn identicon from the same hash: offline (most
 * deployments) the identicon simply stays, with no broken image and no waiting.
 */
export function Avatar({ email, size = 'medium', label, source }: AvatarProps) {
  const pixels = avatarSizes[size];
  const { data: hash } = useQuery(avatarHashQuery(email));
  const [loadedUrl, setLoadedUrl] = useState<string>();
  const [failedUrl, setFailedUrl] = useState<string>();
  // Ask the service for twice the pixels so the picture stays sharp on high-density screens.
  const url = hash && source === 'external' ? avatarUrl(hash, pixels * 2) : undefined;
  return (
    <span
      className={styles.avatar}
      style={{ width: pixels, height: pixels }}
      data-avatar-hash={hash}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {hash ? <IdenticonSvg hash={hash} /> : null}
      {url && url !== failedUrl ? (
        <img
          className={`${styles.image} ${url === loadedUrl ? styles.loaded : ''}`}
          src={url}
          alt=""
          referrerPolicy="no-referrer"
          onLoad={() => setLoadedUrl(url)}
          onError={() => setFailedUrl(url)}
        />
      ) : null}
    </span>
  );
}

function IdenticonSvg({ hash }: { hash: string }) {
  const { rows, color } = identiconOf(hash);
  // A cell of margin on each side keeps the 5×5 pattern inside the round frame.
  const side = identiconGrid + 2;
  return (
    <svg className={styles.identicon} viewBox={`-1 -1 ${side} ${side}`} shapeRendering="crispEdges">
      <rect x={-1} y={-1} width={side} height={side} fill="#f0f2f5" />
      {rows.flatMap((row, y) =>
        row.map((filled, x) =>
          filled ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill={color} /> : null,
        ),
      )}
    </svg>
  );
}
