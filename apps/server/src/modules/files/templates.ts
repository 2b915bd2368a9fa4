import { endpoints, type TEMPLATE_NAMES } from '@portal/api';
import type { Router } from '../../http/router';
import { XLSX_TYPE } from './workbook';

/** A template's name in `/api/template/download?name=` (TEMPLATE_NAMES of @portal/api). */
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

const templates = new Map<TemplateName, { filename: string; build: () => Promise<Buffer> }>();

/**
 * Registers an import template served by GET /api/template/download?name=`name` (one line in the
 * module that owns the import; a ledger registers through mountLedger's `templateName`). Registering
 * a name again replaces it (every app built in one process registers the same builders).
 * @param filename the download's file name, e.g. 人员信息导入模板.xlsx
 * @param build makes the xlsx
 */
export function registerTemplate(name: TemplateName, filename: string, build: () => Promise<Buffer>): void {
  templates.set(name, { filename, build });
}

/**
 * GET /api/template/download: the registered template of `name`.
 * @throws Error when no module registered it (a wiring fault, answered as 5000)
 */
export function templateRoutes(r: Router): void {
  r.handle(endpoints.templateDownload, async ({ name }) => {
    const template = templates.get(name);
    if (!template) throw new Error(`no import template registered as ${name}`);
    return { filename: template.filename, contentType: XLSX_TYPE, body: await template.build() };
  });
}
