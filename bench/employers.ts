// The employers of the ledger bench data (bench/petition-workbook.ts, bench/ledger-rows.ts): a
// fixed list of enterprises with Chinese names and unified social credit codes valid under
// GB 32100-2015, so the ledgers' keyword filters (name contains, credit code from the start) are
// as selective as on real registers.
import { CREDIT_CODE_ALPHABET, creditCodeCheckChar } from '@portal/validators';

/** How many distinct employers the bench rows are about. */
export const BENCH_EMPLOYERS = 12_000;

/** The prefix of the petition numbers the bench imports (信访件编号 `YC00000000` ...), apart from every other petition. */
export const BENCH_PETITION_PREFIX = 'YC';

/** Registration areas of the codes: the districts of Guangzhou (GB/T 2260 codes). */
const AREAS = ['440103', '440104', '440105', '440106', '440111', '440112', '440113', '440114', '440115', '440117', '440118'];
const BRAND = ['华', '恒', '信', '达', '盛', '泰', '联', '创', '嘉', '瑞', '安', '宏', '金', '云', '智', '博', '德', '鑫', '海', '天'];
const TRADES = ['科技', '建筑工程', '物流', '餐饮管理', '电子', '机械制造', '商贸', '人力资源', '物业管理', '装饰工程'];
const FORMS = ['有限公司', '股份有限公司', '集团有限公司'];

/**
 * Employer `k` (0 ≤ k < {@link BENCH_EMPLOYERS}): a name such as 广州恒达科技有限公司 (400 brand
 * pairs × 10 trades × 3 legal forms, each name once) and a credit code 91 + area + an
 * organisation code MA... from `k` + its check character (GB 32100-2015 section 5).
 */
export function benchEmployer(k: number): { entName: string; creditCode: string } {
  const entName = `广州${BRAND[k % 20]}${BRAND[Math.floor(k / 20) % 20]}${TRADES[Math.floor(k / 400) % 10]}${FORMS[Math.floor(k / 4000) % 3]}`;
  // organisation codes of companies registered since 2015 begin MA; the other 7 characters are k
  // scrambled (times a number prime to 31, modulo 31^7), so neighbours share no prefix
  let org = '';
  for (let n = (k * 2_654_435_761) % 31 ** 7, i = 0; i < 7; i++, n = Math.floor(n / 31)) org = CREDIT_CODE_ALPHABET[n % 31] + org;
  const first17 = `91${AREAS[k % AREAS.length]}MA${org}`;
  return { entName, creditCode: first17 + creditCodeCheckChar(first17) };
}
