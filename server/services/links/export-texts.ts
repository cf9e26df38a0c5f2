import type { LinkReason, LinkStatus } from '#contract/enums.js';
import type { Locale } from '#contract/locales.js';

export const exportColumns = [
  'instance',
  'organization',
  'dataset',
  'datasetTitle',
  'resource',
  'url',
  'status',
  'reason',
  'httpStatus',
  'failingSince',
  'checkedAt',
  'resourceId',
] as const;
export type ExportColumn = (typeof exportColumns)[number];

export interface ExportTexts {
  columns: Record<ExportColumn, string>;
  status: Record<LinkStatus, string>;
  /** `{{code}}` stands for the HTTP status. */
  reasons: Record<LinkReason, string>;
  awaitingConfirmation: string;
}

/**
 * The export's words. The same keys in web/src/i18n/<locale>/links.json say the same on screen;
 * export-texts.test.ts keeps the two equal.
 */
export const exportTexts: Record<Locale, ExportTexts> = {
  en: {
    columns: {
      instance: 'Instance',
      organization: 'Organization',
      dataset: 'Dataset',
      datasetTitle: 'Dataset title',
      resource: 'Resource',
      url: 'URL',
      status: 'Status',
      reason: 'Reason',
      httpStatus: 'HTTP status',
      failingSince: 'Failing since',
      checkedAt: 'Last checked',
      resourceId: 'Resource ID',
    },
    status: { alive: 'Alive', dead: 'Dead', unknown: 'Unknown' },
    reasons: {
      ok: 'Answers normally',
      'http-status': 'The server answered HTTP {{code}}',
      'dns-not-found': 'The host name does not exist',
      'dns-failure': 'The host name could not be looked up',
      refused: 'Connection refused',
      unreachable: 'The host cannot be reached',
      reset: 'The connection was cut',
      'tls-error': 'HTTPS certificate or handshake error',
      timeout: 'No answer in time',
      'too-many-redirects': 'Too many redirects',
      'redirect-loop': 'The redirects go round in a loop',
      'blocked-address': 'Points to an internal address, which is not checked',
      'invalid-url': 'Not a valid URL',
      'unsupported-scheme': 'Not a web (http or https) link',
      'rate-limited': 'The server asks us to slow down (HTTP 429)',
      'server-error': 'Server error (HTTP {{code}})',
      'network-error': 'Network error',
    },
    awaitingConfirmation: 'Found dead once; a second check confirms it',
  },
  ja: {
    columns: {
      instance: 'カタログ',
      organization: '組織',
      dataset: 'データセット',
      datasetTitle: 'データセットのタイトル',
      resource: 'リソース',
      url: 'URL',
      status: '状態',
      reason: '理由',
      httpStatus: 'HTTPステータス',
      failingSince: '失敗の開始日時',
      checkedAt: '最終確認日時',
      resourceId: 'リソースID',
    },
    status: { alive: '有効', dead: 'リンク切れ', unknown: '不明' },
    reasons: {
      ok: '正常に応答しています',
      'http-status': 'サーバーがHTTP {{code}} を返しました',
      'dns-not-found': 'ホスト名が存在しません',
      'dns-failure': 'ホスト名を調べられませんでした',
      refused: '接続を拒否されました',
      unreachable: 'ホストに到達できません',
      reset: '接続が切断されました',
      'tls-error': 'HTTPSの証明書または接続のエラー',
      timeout: '時間内に応答がありません',
      'too-many-redirects': 'リダイレクトが多すぎます',
      'redirect-loop': 'リダイレクトがループしています',
      'blocked-address': '内部のアドレスを指しているため確認していません',
      'invalid-url': 'URLの形式が正しくありません',
      'unsupported-scheme': 'Web（http・https）のリンクではありません',
      'rate-limited': 'サーバーからアクセスを控えるよう求められました（HTTP 429）',
      'server-error': 'サーバーエラー（HTTP {{code}}）',
      'network-error': 'ネットワークエラー',
    },
    awaitingConfirmation: '1回目の確認でリンク切れ。再確認で確定します',
  },
};

export function reasonText(
  texts: ExportTexts,
  reason: LinkReason,
  httpStatus: number | null,
): string {
  return texts.reasons[reason].replace('{{code}}', httpStatus === null ? '' : String(httpStatus));
}
