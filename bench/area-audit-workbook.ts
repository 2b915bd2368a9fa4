// Writes the area-audit import workbook of `npm run bench`: person records of the bench year
// (2099, so they never mix with the seeded ones) in the template's columns, with valid identity
// numbers (GB 11643-1999). `tsx bench/area-audit-workbook.ts <out.xlsx> [rows]`.
import ExcelJS from 'exceljs';
import { PERSON_SUBSIDY_ITEMS } from '@portal/api';
import { idCardCheckChar } from '@portal/validators';

const [out, rowsArg] = process.argv.slice(2);
if (!out) throw new Error('usage: tsx bench/area-audit-workbook.ts <out.xlsx> [rows]');
const rows = Number(rowsArg ?? 1000);
const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet('个人补贴审核名单');
sheet.addRow(['姓名', '身份证号码', '手机号码', '单位统一社会信用代码', '补贴项目', '年度', '申请金额（元）', '最高学历', '毕业院校']);
for (let i = 0; i < rows; i++) {
  const body = `440106${1980 + (i % 20)}${String(1 + (i % 12)).padStart(2, '0')}${String(1 + (i % 28)).padStart(2, '0')}${String(Math.floor(i / 420) % 1000).padStart(3, '0')}`;
  sheet.addRow([`压测申报${i}`, body + idCardCheckChar(body), `137${String(i).padStart(8, '0')}`, '', PERSON_SUBSIDY_ITEMS[0], 2099, 3000, '大学本科', '']);
}
await book.xlsx.writeFile(out);
