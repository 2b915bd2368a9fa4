import { Button, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { EDUCATION_LEVELS, staffFields, type StaffRecord } from '@portal/api';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';

const formSchema = z.object(staffFields);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export interface StaffFormDialogProps {
  /** the record to edit; null to add one */
  record: StaffRecord | null;
  open: boolean;
  onClose: () => void;
  /** saves; rejects (message already shown by the API client) to keep the dialog open with what was typed */
  onSave: (values: FormOutput & { id?: number }) => Promise<unknown>;
}

const FIELDS: { key: keyof FormInput; type?: string; inputMode?: 'numeric' | 'tel' }[] = [
  { key: 'name' },
  { key: 'idCard' },
  { key: 'phone', type: 'tel', inputMode: 'tel' },
  { key: 'position' },
  { key: 'entryDate', type: 'date' },
];

/**
 * 新增人员 / 编辑人员: the fields of one staff record, checked with the contract's `staffFields`
 * rules as the user leaves each field, so the messages match the server's and the import's.
 */
export function StaffFormDialog({ record, open, onClose, onSave }: StaffFormDialogProps) {
  const values = useMemo<FormInput>(
    () =>
      record
        ? { name: record.name, idCard: record.idCard, phone: record.phone, education: record.education as FormInput['education'], position: record.position, entryDate: record.entryDate }
        : { name: '', idCard: '', phone: '', education: '大学本科', position: '', entryDate: '' },
    [record],
  );
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), mode: 'onTouched', values });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(record ? { ...values, id: record.id } : values);
      onClose();
    } catch {
      // the API client showed the reason; the dialog keeps what was typed
    }
  });
  const L = t.staff.fields;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={record ? t.staff.editTitle : t.staff.addTitle}>
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
            <Dialog.Header>
              <Dialog.Title>{record ? t.staff.editTitle : t.staff.addTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {FIELDS.map((f) => (
                  <Field.Root key={f.key} invalid={Boolean(errors[f.key])} required={f.key !== 'position'}>
                    <Field.Label>
                      {L[f.key]}
                      {f.key !== 'position' && <Field.RequiredIndicator />}
                    </Field.Label>
                    <Input {...form.register(f.key)} type={f.type ?? 'text'} inputMode={f.inputMode} autoComplete="off" />
                    <Field.ErrorText>{errors[f.key]?.message}</Field.ErrorText>
                  </Field.Root>
                ))}
                <Field.Root invalid={Boolean(errors.education)} required>
                  <Field.Label>
                    {L.education}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...form.register('education')}>
                      {EDUCATION_LEVELS.map((e) => (
                        <option key={e} value={e}>
                          {e}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{errors.education?.message}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t.staff.cancel}
              </Button>
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {t.staff.save}
              </Button>
            </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
