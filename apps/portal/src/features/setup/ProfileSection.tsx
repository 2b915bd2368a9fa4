import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { districtProfile, endpoints, type DistrictProfile } from '@portal/api';
import { ListSkeleton } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { listText, QueryState, TextField, useZodForm } from '../common';
import { districtProfileOptions } from './queries';
import { DistrictStep } from './steps';

const T = t.district;

/** The form's values: the phones typed in one field. */
type ProfileForm = Omit<DistrictProfile, 'phones'> & { phones: string };
const profileForm = districtProfile.extend({ phones: listText.pipe(districtProfile.shape.phones) });
/** The text fields in order, each with its label and hint (t.district). */
const FIELDS = [
  ['name', T.districtName, T.districtNameHint],
  ['code', T.districtCode, T.districtCodeHint],
  ['bureau', T.bureau, T.bureauHint],
  ['phones', T.phones, T.phonesHint],
] as const;

/** The form once the stored profile is read (so its defaults are the stored values). */
function ProfileForm({ stored }: { stored: DistrictProfile }) {
  const qc = useQueryClient();
  const form = useZodForm<typeof profileForm, ProfileForm, ProfileForm>(profileForm, { ...stored, phones: stored.phones.join('、') });
  const save = useMutation({
    mutationFn: (v: DistrictProfile) => api.call(endpoints.districtProfileSave, v),
    onSuccess: (saved) => {
      qc.setQueryData(districtProfileOptions().queryKey, saved);
      // the header, footer and titles read the district from the home data
      void qc.invalidateQueries({ queryKey: ['home'] });
      form.reset({ ...saved, phones: saved.phones.join('、') });
      notify(T.profileSaved, 'success');
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v as unknown as DistrictProfile))} data-testid="district-profile">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {FIELDS.map(([name, label, hint]) => (
            <TextField key={name} form={form} name={name} label={label} hint={hint} />
          ))}
          <TextField form={form} name="email" label={T.email} type="email" maxLength={100} required={false} />
        </SimpleGrid>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!form.formState.isDirty}>
            {T.saveProfile}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * 区情配置 › 本区信息 (issue 42): the district's name, GB/T 2260 code and the bureau's name, which
 * replace every demo name the header, footer 主办单位, page titles and bigscreen show, and the help
 * phones and mailbox of the site notice (温馨提示).
 */
export function ProfileSection() {
  const stored = useQuery(districtProfileOptions());
  return (
    <DistrictStep id="profile" title={T.profile} hint={T.profileHint}>
      <QueryState query={stored} loading={<ListSkeleton rows={3} />}>
        {(data) => <ProfileForm stored={data} />}
      </QueryState>
    </DistrictStep>
  );
}
