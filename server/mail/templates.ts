import type { Locale } from '#contract/locales.js';

/** What an invitation mail says: who invites, to which workspace, as what, until when. */
interface InvitationMailParams {
  inviter: string;
  workspace: string;
  role: string;
  url: string;
  expires: string;
}

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
  invitation: {
    en: (p: InvitationMailParams) => ({
      subject: `${p.inviter} invited you to ${p.workspace} on Catalogue Steward`,
      text: `Hello,\n\n${p.inviter} invited you to join the workspace "${p.workspace}" on Catalogue Steward as ${p.role}.\n\nOpen this link to accept. If you have no account yet, you can create one there:\n\n${p.url}\n\nThe link can be used once and is valid until ${p.expires}. If you did not expect this invitation, you can ignore this mail.\n`,
    }),
    ja: (p: InvitationMailParams) => ({
      subject: `【Catalogue Steward】${p.inviter} さんから「${p.workspace}」への招待が届いています`,
      text: `${p.inviter} さんから、Catalogue Steward のワークスペース「${p.workspace}」に${p.role}として招待されました。\n\n次のリンクを開いて参加してください。アカウントをお持ちでない場合は、そのページでアカウントを作成できます。\n\n${p.url}\n\nリンクは一度だけ使用でき、有効期限は ${p.expires} です。お心当たりのない場合は、このメールを破棄してください。\n`,
    }),
  },
  passwordReset: {
    en: (p: { name: string; url: string }) => ({
      subject: 'Reset your Catalogue Steward password',
      text: `Hello ${p.name},\n\nSomeone asked to reset the password of your Catalogue Steward account. To choose a new password, open this link:\n\n${p.url}\n\nThe link is valid for one hour and can be used once. Setting a new password signs you out everywhere. If you did not ask for this, you can ignore this mail; your password stays as it is.\n`,
    }),
    ja: (p: { name: string; url: string }) => ({
      subject: '【Catalogue Steward】パスワード再設定のご案内',
      text: `${p.name} 様\n\nCatalogue Steward アカウントのパスワード再設定のお申し込みを受け付けました。次のリンクから新しいパスワードを設定してください。\n\n${p.url}\n\nリンクの有効期限は1時間で、一度だけ使用できます。新しいパスワードを設定すると、すべての端末からログアウトされます。お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。\n`,
    }),
  },
  confirmEmailChange: {
    en: (p: { name: string; url: string }) => ({
      subject: 'Confirm your new email address for Catalogue Steward',
      text: `Hello ${p.name},\n\nYou asked to use this address for your Catalogue Steward account. Open this link to confirm it:\n\n${p.url}\n\nThe link is valid for 24 hours. Until you confirm, your account keeps its old address. If you did not ask for this, you can ignore this mail.\n`,
    }),
    ja: (p: { name: string; url: string }) => ({
      subject: '【Catalogue Steward】新しいメールアドレスの確認のお願い',
      text: `${p.name} 様\n\nCatalogue Steward アカウントのメールアドレスをこのアドレスに変更するお申し込みを受け付けました。次のリンクを開いて確認してください。\n\n${p.url}\n\nリンクの有効期限は24時間です。確認が済むまでは、これまでのメールアドレスのままです。お心当たりのない場合は、このメールを破棄してください。\n`,
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
