import type { TFunction } from 'i18next';
import { formatNumber } from '@web/lib/format';

/** A duration in seconds, one decimal: 0.4 s, 12.3 s. */
export function formatDuration(t: TFunction<'sensitive'>, ms: number): string {
  return t('units.seconds', { value: formatNumber(Math.round(ms / 100) / 10) });
}
