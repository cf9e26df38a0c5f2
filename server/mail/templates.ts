import type { Locale } from '../../contract/locales.js';

/** Mail texts in both languages; the recipient's locale picks one. */
const templates = {
  verifySignup: {
    en: (p: { name: string; url: string }) => ({
      subject: 'Confirm your Catalogue Steward account',
      text: `Hello ${p.name},\n\nPlease confirm your email address to finish creating your Catalogue Steward account:\n\n${p.url}\n\nThe link is valid for 24 hours. If you did not sign up, you can ignore this mail.\n`,
    }),
    ja: (p: { name: string; url: string }) => ({
      subject: '【Catalogue Steward】メールアドレスの確認のお願い',
      text: `${p.name} 様\n\nCatalogue Steward のアカウント登録を完了するため、次のリンクからメールアドレスの確認をお願いいたします。\n\n${p.url}\n\nリンクの有効期限は24時間です。お心当たりのない場合は、このメールを破棄してください。\n`,
    }),
  },
  existingAccount: {
    en: (p: { name: string; url: string }) => ({
      subject: 'You already have a Catalogue Steward account',
      text: `Hello ${p.name},\n\nSomeone tried to create a new account with this email address, which already has one. If it was you, sign in here:\n\n${p.url}\n\nIf it was not you, you can ignore this mail; nothing has changed.\n`,
    }),
    ja: (p: { name: string; url: string }) => ({
      subject: '【Catalogue Steward】すでにアカウントが登録されています',
      text: `${p.name} 様\n\nこのメールアドレスで新規登録のお申し込みがありましたが、このアドレスはすでに登録済みです。ご本人によるお申し込みの場合は、次のページからログインしてください。\n\n${p.url}\n\nお心当たりのない場合は、このメールを破棄してください。アカウントに変更はありません。\n`,
    }),
  },
} as const;

export type MailTemplateName = keyof typeof templates;
export type MailTemplateParams<Name extends MailTemplateName> = Parameters<
  (typeof templates)[Name]['en']
>[0];

export function renderMail<Name extends MailTemplateName>(
  name: Name,
  locale: Locale,
  params: MailTemplateParams<Name>,
): { subject: string; text: string } {
  const render = templates[name][locale] as (p: MailTemplateParams<Name>) => {
    subject: string;
    text: string;
  };
  return render(params);
}

export const mailTemplateNames = Object.keys(templates) as MailTemplateName[];
