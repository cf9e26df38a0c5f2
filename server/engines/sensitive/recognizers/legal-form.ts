import { createRequire } from 'node:module';

/**
 * Legal forms of businesses (LLC, Inc., Pty Ltd, Sdn Bhd, GmbH, S.A.R.L.) from the lists the
 * `cleanco` package ships (by type and by country, as the Python cleanco maintains them), and the
 * forms of Japan's Companies Act and of its corporations (株式会社, 有限会社, 合同会社, …法人).
 * A value that carries one names a business, whatever person's name it holds: donors, owners and
 * permit applicants alternate between people and companies in one column.
 */
const require = createRequire(import.meta.url);

/**
 * Forms of two letters without a dot (as, sa, da, pt, og) are also words and name endings in
 * many languages: only longer forms, or forms written with a dot, slash or ampersand, are read.
 */
function readableForm(form: string): boolean {
  return form.length >= 3 || /[./&]/.test(form);
}

function loadLatinForms(): string[] {
  const path = require.resolve('cleanco/data.js');
  const data = require(path) as {
    terms_by_type: Record<string, string[]>;
    terms_by_country: Record<string, string[]>;
  };
  delete require.cache[path];
  const forms = [...Object.values(data.terms_by_type), ...Object.values(data.terms_by_country)]
    .flat()
    .map((form) => form.trim().toLowerCase())
    .filter(readableForm);
  return forms;
}

let latinForms: ReadonlySet<string> | undefined;

/** The legal forms, lowercase, with their own dots and spaces, each also without a final dot. */
function forms(): ReadonlySet<string> {
  return (latinForms ??= new Set(
    loadLatinForms().flatMap((form) => [form, form.replace(/\.$/, '')]),
  ));
}

/** The longest legal form, in words (spol. s r.o.). */
const maxFormWords = 4;

const japaneseLegalForm =
  /株式会社|有限会社|合同会社|合資会社|合名会社|[（(](?:株|有|同|資|名|社|財)[)）]|㈱|㈲|(?:社団|財団|医療|学校|宗教|社会福祉|特定非営利活動|NPO|独立行政|地方独立行政|農事組合|行政書士|税理士|司法書士|弁護士|監査)法人/u;

/**
 * Whether a value names a business by its legal form: a Japanese form anywhere in it, or a Latin
 * form as its last words (ACME PAVING LLC, Keen Securities Pty Limited, Tipford Pty. Ltd.,
 * Syarikat Maju Sdn. Bhd.), after a comma or not.
 */
export function hasLegalForm(value: string): boolean {
  if (japaneseLegalForm.test(value)) return true;
  const words = value
    .toLowerCase()
    .replace(/[,;()]+/g, ' ')
    .trim()
    .split(/\s+/);
  // The form follows a name: a value that is only a form (Company, Limited) names nothing.
  for (let count = 1; count < words.length && count <= maxFormWords; count++) {
    const tail = words.slice(-count).join(' ');
    if (forms().has(tail) || forms().has(tail.replace(/\.$/, ''))) return true;
  }
  return false;
}
