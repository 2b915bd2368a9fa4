// Writes a petition-ledger (信访台账) import workbook for `npm run bench` (issue 14: 100,000 rows
// imported in under 30 s): `rows` petitions in the template's columns (the headers and their order
// from the declaration, petitionLedger.fields), each valid: a unique 信访件编号 (YC + 8 digits, from
// `first`), a date of the last five years (not after today), a mainland mobile number, one of the
// bench employers (bench/employers.ts, GB 32100-2015 credit codes), channels, categories and
// statuses from the declared options. Run by run.mjs with tsx:
// `tsx bench/petition-workbook.ts <out.xlsx> [rows] [first]`.
import ExcelJS from 'exceljs';
import { PETITION_CATEGORIES, PETITION_CHANNELS, PETITION_STATUSES, petitionLedger } from '@portal/api';
import { BENCH_EMPLOYERS, BENCH_PETITION_PREFIX, benchEmployer } from './employers';

const [out, rowsArg, firstArg] = process.argv.slice(2);
if (!out) throw new Error('usage: tsx bench/petition-workbook.ts <out.xlsx> [rows] [first]');
const rows = Number(rowsArg ?? 50_000);
const first = Number(firstArg ?? 0);

type Field = keyof typeof petitionLedger.fields;
const fields = Object.keys(petitionLedger.fields) as Field[];
const DAY_MS = 86_400_000;
const today = Date.now();

const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: out, useSharedStrings: true });
const sheet = book.addWorksheet(petitionLedger.title);
sheet.addRow(fields.map((k) => petitionLedger.fields[k].label)).commit();
for (let i = first; i < first + rows; i++) {
  const category = PETITION_CATEGORIES[Math.floor(i / 5) % PETITION_CATEGORIES.length]!;
  const status = PETITION_STATUSES[Math.floor(i / 30) % PETITION_STATUSES.length]!;
  const values: Record<Field, string | number> = {
    petitionNo: `${BENCH_PETITION_PREFIX}${String(i).padStart(8, '0')}`,
    receivedOn: new Date(today - (i % 1826) * DAY_MS).toISOString().slice(0, 10),
    petitioner: `压测信访人${i % 1000}`,
    phone: `1${3 + (i % 7)}${String(i).padStart(9, '0')}`,
    people: i % 10 === 0 ? 2 + (i % 30) : 1,
    channel: PETITION_CHANNELS[i % PETITION_CHANNELS.length]!,
    category,
    ...benchEmployer((i * 7) % BENCH_EMPLOYERS),
    amount: category === '欠薪' ? (i % 5000) / 100 : 0,
    status,
    content: `反映该单位${category}问题（压测数据）`,
    reply: status === '已办结' ? '经调查核实，已督促单位依法整改并答复信访人' : '',
  };
  sheet.addRow(fields.map((k) => values[k])).commit();
}
await book.commit();
