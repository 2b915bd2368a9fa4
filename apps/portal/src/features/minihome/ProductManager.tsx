import { Badge, Box, Button, Flex, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints, PRODUCT_LABELS, PRODUCT_STAGE_LABELS, productFields, type ProductItem } from '@portal/api';
import { ListSkeleton, Note, PaginationBar } from '@portal/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ButtonLink, CheckboxesField, FormDialog, formFields, QueryState, submitForm } from '../common';
import { LabelBadges } from './MiniHomeView';
import { useMinihomeMutations, useOwnProducts } from './queries';

const P = t.mini.product;

const schema = z.object(productFields);
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

const EMPTY: FormInput = { name: '', summary: '', description: '', labels: [], price: '面议', contactName: '', contactPhone: '' };

/** 发布产品 / 编辑产品: the product's fields, checked with the contract's `productFields` as the user leaves each field. */
function ProductFormDialog({ editing, onClose }: { editing: { id?: number; values: FormInput } | null; onClose: () => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(schema), mode: 'onTouched', values: editing?.values ?? EMPTY });
  const { saveProduct } = useMinihomeMutations();
  const { errors } = form.formState;
  const field = formFields(form);
  const submit = submitForm(form, async (values) => {
    await saveProduct.mutateAsync(editing?.id ? { ...values, id: editing.id } : values);
    notify(editing?.id ? P.saved : P.added, 'success');
  });
  const text = (key: 'name' | 'summary' | 'price' | 'contactName' | 'contactPhone', type = 'text') => field(key, P.fields[key], <Input {...form.register(key)} type={type} />, { required: key !== 'price' });
  return (
    <FormDialog open={editing !== null} title={editing?.id ? P.editTitle : P.addTitle} onClose={onClose} onSubmit={submit} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Stack gap="4">
        {text('name')}
        {text('summary')}
        <Controller
          control={form.control}
          name="labels"
          render={({ field }) => <CheckboxesField legend={P.fields.labels} required size="sm" options={PRODUCT_LABELS} value={field.value as string[]} onChange={field.onChange} hint={P.labelsHint} error={errors.labels?.message ?? errors.labels?.root?.message} />}
        />
        {field('description', P.fields.description, <Textarea {...form.register('description')} rows={6} />)}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {text('price')}
          {text('contactName')}
          {text('contactPhone', 'tel')}
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}

/** One product of the institution with its buttons: edit, publish or take down, delete, messages. */
function ProductRow({ p, onEdit }: { p: ProductItem; onEdit: () => void }) {
  const { stage, remove } = useMinihomeMutations();
  const published = p.stage === 'on';
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" data-testid="own-product">
      <Flex justify="space-between" gap="3" wrap="wrap" align="baseline">
        <Text fontWeight="semibold" color="brand.800" fontSize="lg">
          {p.name}
        </Text>
        <Badge colorPalette={published ? 'green' : p.stage === 'off' ? 'gray' : 'orange'} data-testid="product-stage">
          {PRODUCT_STAGE_LABELS[p.stage]}
        </Badge>
      </Flex>
      <Note mt="1">{p.summary}</Note>
      <HStack gap="1.5" mt="2" wrap="wrap">
        <LabelBadges labels={p.labels} />
        <Text fontSize="xs" color="fg.muted" ms="auto">
          {P.updated(p.updatedAt.slice(0, 16))}
        </Text>
      </HStack>
      <HStack gap="2" mt="3" wrap="wrap">
        <Button size="xs" variant="outline" onClick={onEdit}>
          {t.common.edit}
        </Button>
        <Button
          size="xs"
          colorPalette="brand"
          variant={published ? 'outline' : 'solid'}
          loading={stage.isPending}
          onClick={() => stage.mutate({ id: p.id, stage: published ? 'off' : 'on' }, { onSuccess: () => notify(published ? P.offDone : P.onDone, 'success') })}
        >
          {published ? P.takeDown : t.common.publish}
        </Button>
        <ButtonLink href={`/miniHomedetail?id=${p.id}`} size="xs" variant="ghost" colorPalette="brand">
          {P.messages(p.messages)}
        </ButtonLink>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          ms="auto"
          loading={remove.isPending}
          onClick={() => {
            if (window.confirm(P.confirmRemove(p.name))) remove.mutate(p.id, { onSuccess: () => notify(P.removed, 'success') });
          }}
        >
          {t.common.remove}
        </Button>
      </HStack>
    </Box>
  );
}

/**
 * 人力资源产品发布 (the header's item for HR service institutions): the institution's products
 * with their stage, a form to add or edit one, publish and take down, delete, and the way to
 * each product's message board.
 */
export function ProductManager() {
  const [page, setPage] = useState(1);
  const query = useOwnProducts(page);
  const [editing, setEditing] = useState<{ id?: number; values: FormInput } | null>(null);
  const edit = async (p: ProductItem) => {
    const d = await api.call(endpoints.productDetail, { id: p.id });
    setEditing({ id: p.id, values: { name: d.name, summary: d.summary, description: d.description, labels: d.labels as FormInput['labels'], price: d.price, contactName: d.contactName, contactPhone: d.contactPhone } });
  };
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Note>{P.hint}</Note>
        <Button colorPalette="brand" size="sm" onClick={() => setEditing({ values: EMPTY })}>
          {P.add}
        </Button>
      </Flex>
      <QueryState query={query} loading={<ListSkeleton rows={3} />} isEmpty={(d) => d.total === 0} empty={{ title: P.empty, description: P.emptyHint }}>
        {(data) => (
          <>
            <Stack gap="3">
              {data.list.map((p) => (
                <ProductRow key={p.id} p={p} onEdit={() => void edit(p).catch(() => undefined)} />
              ))}
            </Stack>
            {data.total > 10 && <PaginationBar page={page} limit={10} total={data.total} onPageChange={setPage} onLimitChange={() => undefined} pageSizes={[10]} />}
          </>
        )}
      </QueryState>
      <ProductFormDialog editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
