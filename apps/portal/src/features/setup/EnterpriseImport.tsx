import { DISTRICT_ENTERPRISES_MAX, endpoints } from '@portal/api';
import { Note } from '@portal/ui';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { DistrictStep, ImportStep } from './steps';

const T = t.district.enterprises;

/**
 * 区情配置 › 企业名录 (issue 42, docs/going-live.md): the district's enterprises from the
 * market-regulation registry's xlsx, all rows or none (the shared import dialog shows each row's
 * problem and the error workbook); afterwards how many were added and updated. New enterprises get
 * their accounts, activated by their contacts through the SMS login.
 */
export function EnterpriseImport() {
  return (
    <DistrictStep id="enterprises" title={T.title} hint={T.hint(DISTRICT_ENTERPRISES_MAX)}>
      <Note>{T.activation}</Note>
      <ImportStep
        texts={T}
        testId="enterprise-import-result"
        onTemplate={() => api.download(endpoints.districtEnterprisesTemplate, {})}
        refresh={['user', 'admin']}
        onImport={(file, onProgress) => api.call(endpoints.districtEnterprisesImport, { file }, { onUploadProgress: onProgress, loading: false })}
      />
    </DistrictStep>
  );
}
