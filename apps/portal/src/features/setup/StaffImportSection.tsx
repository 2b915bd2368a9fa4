import { endpoints, type OutputOf } from '@portal/api';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { districtDepartmentsOptions } from './queries';
import { DistrictStep, ImportStep } from './steps';

const T = t.district.staff;

/**
 * 区情配置 › 工作人员账号 (issue 42): staff accounts from the 工作人员账号导入模板, all rows or none
 * (the dialog shows each row's problem and the error workbook); each new account's one-time initial
 * password goes by SMS, and the accounts whose text could not be sent are named under the outcome.
 */
export function StaffImportSection() {
  return (
    <DistrictStep id="staff-import" title={T.title} hint={T.hint}>
      <ImportStep<OutputOf<typeof endpoints.districtStaffImport>>
        texts={T}
        testId="staff-import-result"
        warning={(r) => (r.smsFailed.length > 0 ? T.smsFailed(r.smsFailed.join('、')) : null)}
        onTemplate={() => api.download(endpoints.templateDownload, { name: 'districtStaff' })}
        refresh={districtDepartmentsOptions().queryKey}
        onImport={(file, onProgress) => api.call(endpoints.districtStaffImport, { file }, { onUploadProgress: onProgress, loading: false })}
      />
    </DistrictStep>
  );
}
