// Writes the staff import workbook of `npm run bench`: 10,000 rows in the template's columns with
// valid identity numbers (GB 11643-1999), mobile numbers and education labels. Run by run.mjs
// with tsx, so it uses the project's validators: `tsx bench/staff-workbook.ts <out.xlsx> [rows] [first]`
// (`first`: the number of the first row, so workbooks of consecutive ranges hold different people).
import ExcelJS from 'exceljs';
import { EDUCATION_LEVELS } from '@portal/api';
import { idCardCheckChar } from '@portal/validators';

const [out, rowsArg, firstArg] = process.argv.slice(2);
if (!out) throw new Error('usage: tsx bench/staff-workbook.ts <out.xlsx> [rows] [first]');
const rows = Number(rowsArg ?? 10_000);
const first = Number(firstArg ?? 0);
const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet('人员信息');
sheet.addRow(['姓名', '身份证号码', '手机号码', '最高学历', '岗位', '入职日期']);
for (let i = first; i < first + rows; i++) {
  const birth = `19${70 + (i % 30)}${String(1 + (i % 12)).padStart(2, '0')}${String(1 + (i % 28)).padStart(2, '0')}`;
  const body = `440106${birth}${String(Math.floor(i / 360) % 1000).padStart(3, '0')}`;
  sheet.addRow([`压测员工${i}`, body + idCardCheckChar(body), `139${String(i).padStart(8, '0')}`, EDUCATION_LEVELS[i % EDUCATION_LEVELS.length], '工程师', '2024-03-01']);
}
await book.xlsx.writeFile(out);
